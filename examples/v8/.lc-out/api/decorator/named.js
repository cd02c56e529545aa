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
import { Container, inject, injectable, named } from 'inversify';
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
let Ninja = class Ninja {
    katana;
    shuriken;
    constructor(katana, shuriken) {
        this.katana = katana;
        this.shuriken = shuriken;
    }
};
Ninja = __decorate([
    injectable(),
    __param(0, inject('Weapon')),
    __param(0, named('strong')),
    __param(1, inject('Weapon')),
    __param(1, named('weak')),
    __metadata("design:paramtypes", [Object, Object])
], Ninja);
const container = new Container();
container.bind('Weapon').to(Katana).whenNamed('strong');
container.bind('Weapon').to(Shuriken).whenNamed('weak');
container.bind(Ninja).toSelf();
const ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken.name);
// prints: katana shuriken
