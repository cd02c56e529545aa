"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const defaultsModule = new inversify_1.ContainerModule(({ bind }) => {
    bind('Weapon').toConstantValue('katana');
    bind('Damage').toConstantValue(10);
});
// inversify 7: inside a module, rebind and unbind are async, rebindSync and unbindSync are not
const overridesModule = new inversify_1.ContainerModule(({ rebindSync, unbindSync }) => {
    rebindSync('Weapon').toConstantValue('shuriken');
    unbindSync('Damage');
});
const container = new inversify_1.Container();
container.loadSync(defaultsModule, overridesModule);
console.log(container.get('Weapon'));
// prints: shuriken
console.log(container.isBound('Damage'));
// prints: false
