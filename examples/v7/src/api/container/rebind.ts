import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');
container.bind<string>(weaponId).toConstantValue('shuriken');

async function main(): Promise<void> {
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: katana, shuriken

  // rebind removes every binding of the id, then starts a new one
  const syntax = await container.rebind<string>(weaponId);
  syntax.toConstantValue('bow');
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: bow

  // rebindSync does the same without a promise
  container.rebindSync<string>(weaponId).toConstantValue('sword');
  console.log(container.getAll<string>(weaponId).join(', '));
  // prints: sword

  // #region sync-rejects-async
  // the Sync methods throw when a deactivation handler returns a promise
  const guarded: Container = new Container();
  guarded
    .bind<string>(weaponId)
    .toConstantValue('katana')
    .onDeactivation(async (): Promise<void> => {});
  guarded.get<string>(weaponId);
  try {
    guarded.rebindSync<string>(weaponId);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Unexpected asynchronous deactivation when unbinding "Symbol(Weapon)" service. Consider using Container.unbind() instead.
  }
  try {
    guarded.unbindAllSync();
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Unexpected asynchronous deactivation when unbinding all services. Consider using Container.unbindAll() instead.
  }
  // #endregion sync-rejects-async
}

void main();
