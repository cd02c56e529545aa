"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
const container = new inversify_1.Container();
container.bind(weaponId).toConstantValue('katana');
container.snapshot();
// change the bindings, for example to replace a service in a test
container.rebindSync(weaponId).toConstantValue('wooden sword');
console.log(container.get(weaponId));
// prints: wooden sword
container.restore();
console.log(container.get(weaponId));
// prints: katana
