import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    throw new Error('connection refused');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf();

console.log(container.isBound(Database));
// prints: true

container.get(Database);
// throws: @postConstruct error in class Database: connection refused
