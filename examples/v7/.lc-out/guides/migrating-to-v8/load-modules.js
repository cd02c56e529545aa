"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponsModule = new inversify_1.ContainerModule(({ bind }) => {
    bind('Weapon').toConstantValue('katana');
});
async function main() {
    const container = new inversify_1.Container();
    // inversify 7: load() and unload() return a Promise
    await container.load(weaponsModule);
    console.log(`loaded: ${container.get('Weapon')}`);
    // prints: loaded: katana
    await container.unload(weaponsModule);
    console.log(`bound after unload: ${container.isBound('Weapon')}`);
    // prints: bound after unload: false
    // inversify 7: the synchronous variants carry a Sync suffix
    container.loadSync(weaponsModule);
    console.log(`loaded again: ${container.get('Weapon')}`);
    // prints: loaded again: katana
    container.unloadSync(weaponsModule);
    console.log(`bound after unloadSync: ${container.isBound('Weapon')}`);
    // prints: bound after unloadSync: false
}
void main();
