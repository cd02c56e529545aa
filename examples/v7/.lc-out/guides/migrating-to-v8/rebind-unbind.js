"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
async function main() {
    const container = new inversify_1.Container();
    container.bind('Weapon').toConstantValue('katana');
    // inversify 7: rebind() resolves to the fluent syntax once old bindings are removed
    (await container.rebind('Weapon')).toConstantValue('shuriken');
    console.log(container.get('Weapon'));
    // prints: shuriken
    // inversify 7: rebindSync() is the synchronous variant
    container.rebindSync('Weapon').toConstantValue('nunchaku');
    console.log(container.get('Weapon'));
    // prints: nunchaku
    // inversify 7: unbind() returns a Promise, unbindSync() does not
    await container.unbind('Weapon');
    container.bind('Armor').toConstantValue('plate');
    container.unbindSync('Armor');
    console.log(`${container.isBound('Weapon')} ${container.isBound('Armor')}`);
    // prints: false false
    // inversify 7: unbindAll() returns a Promise, unbindAllSync() does not
    container.bind('Weapon').toConstantValue('bo');
    await container.unbindAll();
    container.bind('Weapon').toConstantValue('sai');
    container.unbindAllSync();
    console.log(`bound at the end: ${container.isBound('Weapon')}`);
    // prints: bound at the end: false
}
void main();
