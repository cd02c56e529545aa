import { Container, injectable } from 'inversify';

@injectable()
class Database {}

const container: Container = new Container();

container.bind(Database).toSelf().inSingletonScope();

console.log(container.get(Database) === container.get(Database));
// prints: true
