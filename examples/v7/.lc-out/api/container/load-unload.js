"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const weapons = new inversify_1.ContainerModule((options) => {
    options.bind(weaponId).toConstantValue('katana');
});
const armors = new inversify_1.ContainerModule(async (options) => {
    const name = await Promise.resolve('helmet');
    options.bind(armorId).toConstantValue(name);
});
const container = new inversify_1.Container();
async function main() {
    // #region load
    await container.load(weapons, armors);
    console.log(container.get(weaponId), container.get(armorId));
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
    console.log(container.get(weaponId));
    // prints: katana
    // #endregion sync
    // #region sync-rejects-async
    try {
        container.loadSync(armors);
    }
    catch (error) {
        console.log(`loadSync with an async module throws: ${String(error instanceof Error)}`);
        // prints: loadSync with an async module throws: true
    }
    // #endregion sync-rejects-async
}
void main();
