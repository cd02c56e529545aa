import { Container, injectable, preDestroy } from 'inversify';

const pause = (ms: number): Promise<void> =>
  new Promise((resolve) => setTimeout(resolve, ms));

@injectable()
class Connection {
  @preDestroy()
  public async flush(): Promise<void> {
    await pause(10);
    console.log('@preDestroy finished');
  }
}

async function main(): Promise<void> {
  // #region awaited
  // @preDestroy and the binding handler are awaited by unbind
  const awaited: Container = new Container();
  awaited
    .bind(Connection)
    .toSelf()
    .inSingletonScope()
    .onDeactivation(async (): Promise<void> => {
      await pause(10);
      console.log('binding handler finished');
    });
  awaited.get(Connection);
  await awaited.unbind(Connection);
  console.log('unbind settled');
  // prints: @preDestroy finished
  // prints: binding handler finished
  // prints: unbind settled
  // #endregion awaited

  // #region not-awaited
  // the promise of the first asynchronous container handler is not awaited
  const container: Container = new Container();
  container.bind(Connection).toSelf().inSingletonScope();
  container.onDeactivation(Connection, async (): Promise<void> => {
    await pause(30);
    console.log('container handler finished');
  });
  container.get(Connection);
  await container.unbind(Connection);
  console.log('unbind settled');
  // prints: @preDestroy finished
  // prints: unbind settled

  await pause(60);
  // prints: container handler finished
  // #endregion not-awaited
}

void main();
