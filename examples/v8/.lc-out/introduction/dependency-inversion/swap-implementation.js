var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
import { Container, inject, injectable } from 'inversify';
const weaponId = Symbol.for('Weapon');
let Ninja = class Ninja {
    weapon;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Ninja = __decorate([
    injectable(),
    __param(0, inject(weaponId)),
    __metadata("design:paramtypes", [Object])
], Ninja);
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
// Two containers wire the same Ninja class to different weapons.
const meleeContainer = new Container();
meleeContainer.bind(weaponId).to(Katana);
meleeContainer.bind(Ninja).toSelf();
const rangedContainer = new Container();
rangedContainer.bind(weaponId).to(Shuriken);
rangedContainer.bind(Ninja).toSelf();
console.log(meleeContainer.get(Ninja).weapon.name);
// prints: katana
console.log(rangedContainer.get(Ninja).weapon.name);
// prints: shuriken
