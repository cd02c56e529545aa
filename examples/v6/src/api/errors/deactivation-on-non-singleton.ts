import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {}
}

const container: Container = new Container();
// Transient by default: the container would never deactivate these instances.
container.bind(Database).toSelf();

console.log(container.isBound(Database));
// prints: true

container.get(Database);
// throws: @preDestroy error in class Database: Class cannot be instantiated in transient scope.
