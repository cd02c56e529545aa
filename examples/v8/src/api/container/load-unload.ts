import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
} from 'inversify';

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

// #region load
container.load(weapons);
await container.loadAsync(armors);
console.log(container.get<string>(weaponId), container.get<string>(armorId));
// prints: katana helmet
// #endregion load

// #region unload
await container.unloadAsync(armors);
console.log(container.isBound(weaponId), container.isBound(armorId));
// prints: true false

container.unload(weapons);
console.log(container.isBound(weaponId));
// prints: false
// #endregion unload

// #region sync-rejects-async
try {
  container.load(armors);
} catch (error: unknown) {
  console.log(`load with an async module throws: ${String(error instanceof Error)}`);
  // prints: load with an async module throws: true
}
// #endregion sync-rejects-async
