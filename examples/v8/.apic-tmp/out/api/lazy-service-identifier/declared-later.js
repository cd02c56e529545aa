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
import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';
let Ninja = class Ninja {
    weapon;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Ninja = __decorate([
    injectable(),
    __param(0, inject(new LazyServiceIdentifier(() => Katana))),
    __metadata("design:paramtypes", [Object])
], Ninja);
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
const container = new Container();
container.bind(Ninja).toSelf();
container.bind(Katana).toSelf();
console.log(container.get(Ninja).weapon.name);
// prints: katana
