"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
const container = new inversify_1.Container();
container.bind(weaponId).toConstantValue('katana');
container.bind(weaponId).toConstantValue('shuriken');
async function main() {
    console.log(container.getAll(weaponId).join(', '));
    // prints: katana, shuriken
    // rebind removes every binding of the id, then starts a new one
    const syntax = await container.rebind(weaponId);
    syntax.toConstantValue('bow');
    console.log(container.getAll(weaponId).join(', '));
    // prints: bow
    // rebindSync does the same without a promise
    container.rebindSync(weaponId).toConstantValue('sword');
    console.log(container.getAll(weaponId).join(', '));
    // prints: sword
}
void main();
