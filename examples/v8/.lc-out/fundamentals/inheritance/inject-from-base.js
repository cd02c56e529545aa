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
import { Container, inject, injectable, injectFromBase } from 'inversify';
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
    damage = 5;
};
Shuriken = __decorate([
    injectable()
], Shuriken);
let Warrior = class Warrior {
    primaryWeapon;
    secondaryWeapon;
    constructor(primaryWeapon) {
        this.primaryWeapon = primaryWeapon;
    }
};
__decorate([
    inject(Shuriken),
    __metadata("design:type", Shuriken)
], Warrior.prototype, "secondaryWeapon", void 0);
Warrior = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __metadata("design:paramtypes", [Katana])
], Warrior);
// Opt in: reuse the constructor arguments and properties declared on Warrior.
let Ninja = class Ninja extends Warrior {
};
Ninja = __decorate([
    injectable(),
    injectFromBase()
], Ninja);
const container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();
container.bind(Ninja).toSelf();
const ninja = container.get(Ninja);
console.log(`primary ${ninja.primaryWeapon.damage}`);
console.log(`secondary ${ninja.secondaryWeapon.damage}`);
// prints: primary 10
// prints: secondary 5
