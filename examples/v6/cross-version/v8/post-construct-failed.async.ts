// The async case of examples/v8/src/api/errors/post-construct-failed.ts: the @postConstruct method's promise rejects.
import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public async connect(): Promise<void> {
    throw new Error('connection refused');
  }
}

const container: Container = new Container();
container.bind(Database).toSelf();
await container.getAsync(Database);
