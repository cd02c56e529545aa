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
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    injectable()
], Katana);
let Kimono = class Kimono {
    protection = 2;
};
Kimono = __decorate([
    injectable()
], Kimono);
let Ninja = class Ninja {
    weapon;
    // Property injection
    armor;
    // Constructor parameter injection: interfaces vanish at runtime, so name the identifier
    constructor(weapon) {
        this.weapon = weapon;
    }
};
__decorate([
    inject('Armor'),
    __metadata("design:type", Object)
], Ninja.prototype, "armor", void 0);
Ninja = __decorate([
    injectable(),
    __param(0, inject('Weapon')),
    __metadata("design:paramtypes", [Object])
], Ninja);
const container = new Container();
container.bind('Weapon').to(Katana);
container.bind('Armor').to(Kimono);
container.bind(Ninja).toSelf();
const ninja = container.get(Ninja);
console.log(ninja.weapon.damage, ninja.armor.protection);
// prints: 10 2
