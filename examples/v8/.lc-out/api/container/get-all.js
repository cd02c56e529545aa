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
let Bow = class Bow {
    name = 'bow';
};
Bow = __decorate([
    injectable()
], Bow);
const weaponId = Symbol.for('Weapon');
const parent = new Container();
parent.bind(weaponId).to(Bow);
const child = new Container({ parent });
child.bind(weaponId).to(Katana);
child.bind(weaponId).to(Shuriken);
const names = (weapons) => weapons.map((weapon) => weapon.name).join(', ');
// only the bindings of the closest container that has any
console.log(names(child.getAll(weaponId)));
// prints: katana, shuriken
// chained: true also collects the bindings of every ancestor
console.log(names(child.getAll(weaponId, { chained: true })));
// prints: katana, shuriken, bow
// no binding at all: an empty array, not an error
console.log(child.getAll(Symbol.for('Armor')).length);
// prints: 0
