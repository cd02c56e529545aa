"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const container = new inversify_1.Container();
container.bind(weaponId).toConstantValue('katana');
const shurikenBinding = container
    .bind(weaponId)
    .toConstantValue('shuriken')
    .getIdentifier();
container.bind(armorId).toConstantValue('helmet');
async function main() {
    // #region binding-identifier
    // unbind a single binding through its identifier
    await container.unbind(shurikenBinding);
    console.log(container.getAll(weaponId).join(', '));
    // prints: katana
    // #endregion binding-identifier
    // #region service-identifier
    // unbind every binding of a service identifier
    await container.unbind(weaponId);
    console.log(container.isBound(weaponId));
    // prints: false
    // #endregion service-identifier
    // #region unbind-sync
    container.unbindSync(armorId);
    console.log(container.isBound(armorId));
    // prints: false
    // #endregion unbind-sync
}
void main();
