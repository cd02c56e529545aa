import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  // inversify 7: a class may have more than one @postConstruct method
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
