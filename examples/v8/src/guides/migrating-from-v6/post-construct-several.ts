import { Container, injectable, postConstruct } from 'inversify';

// inversify 8: a class may have several @postConstruct methods
// (inversify 6 threw "Cannot apply @postConstruct decorator multiple times in the same class")
@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    console.log('connect');
  }

  @postConstruct()
  public migrate(): void {
    console.log('migrate');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf();
container.get(Database);
// prints: connect
// prints: migrate
