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
// Typed service identifiers: get() and inject() know what each one stands for.
const weaponId = Symbol.for('Weapon');
const ninjaId = Symbol.for('Ninja');
// Concrete details, hidden behind the identifiers.
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    injectable()
], Katana);
let Shinobi = class Shinobi {
    weapon;
    // Shinobi depends on "a Weapon", not on Katana.
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Shinobi = __decorate([
    injectable(),
    __param(0, inject(weaponId)),
    __metadata("design:paramtypes", [Object])
], Shinobi);
// The composition root is the only place that names concrete classes.
const container = new Container();
container.bind(weaponId).to(Katana);
container.bind(ninjaId).to(Shinobi);
const ninja = container.get(ninjaId);
console.log(`damage ${ninja.weapon.damage}`);
// prints: damage 10
