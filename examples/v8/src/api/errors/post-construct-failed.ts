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
console.log('resolving Database');
// prints: resolving Database
// the original error is kept as the cause of the one thrown
container.get(Database);
// throws: Unexpected error found when calling "connect" @postConstruct decorated method on class "Database"
