import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public ready: boolean = false;

  // A promise returned here makes the service asynchronous
  @postConstruct()
  public async connect(): Promise<void> {
    await new Promise<void>((resolve: () => void) => setTimeout(resolve, 10));
    this.ready = true;
  }
}

async function main(): Promise<void> {
  const container: Container = new Container();
  container.bind(Database).toSelf();

  try {
    container.get(Database);
  } catch {
    console.log('get() refused an asynchronous service');
  }
  // prints: get() refused an asynchronous service

  const database: Database = await container.getAsync(Database);
  console.log(`ready: ${String(database.ready)}`);
  // prints: ready: true
}

void main();
