import { Container, ContainerModule, } from 'inversify';
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const weapons = new ContainerModule((options) => {
    options.bind(weaponId).toConstantValue('katana');
});
const armors = new ContainerModule(async (options) => {
    const name = await Promise.resolve('helmet');
    options.bind(armorId).toConstantValue(name);
});
const container = new Container();
// #region load
container.load(weapons);
await container.loadAsync(armors);
console.log(container.get(weaponId), container.get(armorId));
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
}
catch (error) {
    console.log(`load with an async module throws: ${String(error instanceof Error)}`);
    // prints: load with an async module throws: true
}
// #endregion sync-rejects-async
