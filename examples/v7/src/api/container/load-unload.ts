import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');
const armorId: symbol = Symbol.for('Armor');

const weapons: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>(weaponId).toConstantValue('katana');
  },
);

const armors: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    const name: string = await Promise.resolve('helmet');
    options.bind<string>(armorId).toConstantValue(name);
  },
);

const container: Container = new Container();

async function main(): Promise<void> {
  // #region load
  await container.load(weapons, armors);
  console.log(container.get<string>(weaponId), container.get<string>(armorId));
  // prints: katana helmet
  // #endregion load

  // #region unload
  await container.unload(armors);
  console.log(container.isBound(weaponId), container.isBound(armorId));
  // prints: true false
  // #endregion unload

  // #region sync
  container.unloadSync(weapons);
  console.log(container.isBound(weaponId));
  // prints: false

  container.loadSync(weapons);
  console.log(container.get<string>(weaponId));
  // prints: katana
  // #endregion sync

  // #region sync-rejects-async
  try {
    container.loadSync(armors);
  } catch (error: unknown) {
    console.log(`loadSync with an async module throws: ${String(error instanceof Error)}`);
    // prints: loadSync with an async module throws: true
  }
  // #endregion sync-rejects-async
}

void main();
