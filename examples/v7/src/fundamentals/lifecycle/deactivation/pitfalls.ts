import { Container, injectable } from 'inversify';

@injectable()
class Connection {}

async function main(): Promise<void> {
  // #region forgetting-await
  const container: Container = new Container();
  container
    .bind(Connection)
    .toSelf()
    .inSingletonScope()
    .onDeactivation(async (): Promise<void> => {
      await new Promise((resolve) => setTimeout(resolve, 10));
      console.log('handler finished');
    });
  container.get(Connection);

  const unbinding: Promise<void> = container.unbind(Connection);
  // the next line runs before the handler has finished: the binding is still there
  console.log(`bound ${container.isBound(Connection)}`);
  await unbinding;
  console.log(`bound ${container.isBound(Connection)}`);
  // prints: bound true
  // prints: handler finished
  // prints: bound false
  // #endregion forgetting-await

  // #region throwing-handler
  const failing: Container = new Container();
  failing
    .bind(Connection)
    .toSelf()
    .inSingletonScope()
    .onDeactivation((): void => {
      throw new Error('cannot close');
    });
  failing.get(Connection);

  try {
    await failing.unbind(Connection);
  } catch (error: unknown) {
    console.log(`unbind rejected: ${(error as Error).message}`);
  }
  // the binding was not removed
  console.log(`bound ${failing.isBound(Connection)}`);
  // prints: unbind rejected: cannot close
  // prints: bound true
  // #endregion throwing-handler
}

void main();
