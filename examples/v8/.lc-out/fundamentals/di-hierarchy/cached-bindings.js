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
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
let LegendaryKatana = class LegendaryKatana extends Katana {
    name = 'legendary katana';
};
LegendaryKatana = __decorate([
    injectable()
], LegendaryKatana);
let Samurai = class Samurai {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Samurai = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __metadata("design:paramtypes", [Katana])
], Samurai);
const parentContainer = new Container();
parentContainer.bind(Katana).toSelf();
// The singleton binding (and therefore its cache) lives in the parent.
parentContainer.bind(Samurai).toSelf().inSingletonScope();
const childContainer = new Container({ parent: parentContainer });
childContainer.bind(Katana).to(LegendaryKatana);
// Resolved from the child first: Katana comes from the child's binding...
console.log(childContainer.get(Samurai).katana.name);
// prints: legendary katana
// ...and the parent's singleton now holds that samurai for everybody.
console.log(parentContainer.get(Samurai).katana.name);
// prints: legendary katana
