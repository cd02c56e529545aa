"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
const armorId = Symbol.for('Armor');
const container = new inversify_1.Container();
async function main() {
    container.bind(weaponId).toConstantValue('katana');
    container.bind(armorId).toConstantValue('helmet');
    await container.unbindAll();
    console.log(container.isBound(weaponId), container.isBound(armorId));
    // prints: false false
    container.bind(weaponId).toConstantValue('shuriken');
    container.unbindAllSync();
    console.log(container.isBound(weaponId));
    // prints: false
}
void main();
