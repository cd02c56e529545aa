import { Container, injectable } from 'inversify';

@injectable()
class Connection {
  public open: boolean = true;
}

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

const container: Container = new Container();
container.bind(Connection).toSelf().inSingletonScope();

// The only container-level handler of Connection, and it is asynchronous.
container.onDeactivation(Connection, async (connection: Connection): Promise<void> => {
  await sleep(10);
  connection.open = false;
  console.log('container handler finished');
});

const connection: Connection = container.get(Connection);

// In 8.2.3 unbindAsync does not wait for the promise of this handler.
await container.unbindAsync(Connection);
console.log(`unbindAsync settled, open ${connection.open}`);

// The handler still runs to the end, in the background.
await sleep(50);
console.log(`later, open ${connection.open}`);
// prints: unbindAsync settled, open true
// prints: container handler finished
// prints: later, open false
