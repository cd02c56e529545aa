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
let Ninja = class Ninja {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Ninja = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __metadata("design:paramtypes", [Katana])
], Ninja);
// #region container-option
const container = new Container({ autobind: true });
// neither Ninja nor Katana is bound: both are bound to themselves on demand
const ninja = container.get(Ninja);
console.log(ninja.katana.damage);
// prints: 10
// #endregion container-option
// #region get-option
const strict = new Container();
console.log(strict.get(Katana, { autobind: true }).damage);
// prints: 10
// #endregion get-option
