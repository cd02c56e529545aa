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
import { Container, inject, injectable, optional } from 'inversify';
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
    // A default value survives when nothing is bound
    nickname = 'nameless';
    constructor(katana, shuriken) {
        this.katana = katana;
        this.shuriken = shuriken;
    }
};
__decorate([
    inject('Nickname'),
    optional(),
    __metadata("design:type", String)
], Ninja.prototype, "nickname", void 0);
Ninja = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __param(1, inject(Shuriken)),
    __param(1, optional()),
    __metadata("design:paramtypes", [Katana, Object])
], Ninja);
const container = new Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();
// Shuriken and 'Nickname' are not bound
const ninja = container.get(Ninja);
console.log(ninja.katana.name, ninja.shuriken, ninja.nickname);
// prints: katana undefined nameless
