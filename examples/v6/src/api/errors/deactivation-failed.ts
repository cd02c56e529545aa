import { Container, injectable } from 'inversify';

@injectable()
class Database {}

const container: Container = new Container();
container
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    throw new Error('connection already closed');
  });

console.log(container.get(Database) instanceof Database);
// prints: true
container.unbind(Database);
// throws: onDeactivation() error in class Database: connection already closed
