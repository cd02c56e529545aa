var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
    name = 'shuriken';
};
Shuriken = __decorate([
    injectable()
], Shuriken);
const weaponId = Symbol.for('Weapon');
const container = new Container();
container.bind(weaponId).to(Katana).whenNamed('melee');
container.bind(weaponId).to(Shuriken).whenTagged('range', 'long');
// #region by-name-and-tag
const melee = container.get(weaponId, { name: 'melee' });
const ranged = container.get(weaponId, {
    tag: { key: 'range', value: 'long' },
});
console.log(melee.name);
// prints: katana
console.log(ranged.name);
// prints: shuriken
// #endregion by-name-and-tag
// #region optional
const bow = container.get(Symbol.for('Bow'), {
    optional: true,
});
console.log(bow);
// prints: undefined
// #endregion optional
// #region not-bound
try {
    container.get(Symbol.for('Bow'));
}
catch (error) {
    console.log(`get without optional throws: ${String(error instanceof Error)}`);
    // prints: get without optional throws: true
}
// #endregion not-bound
