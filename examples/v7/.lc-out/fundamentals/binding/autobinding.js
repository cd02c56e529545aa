"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Samurai = class Samurai {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Samurai = __decorate([
    (0, inversify_1.injectable)(),
    __metadata("design:paramtypes", [Katana])
], Samurai);
// Per call: a plain container, and autobind requested by get().
const container = new inversify_1.Container();
console.log(container.isBound(Samurai));
// prints: false
const samurai = container.get(Samurai, { autobind: true });
console.log(samurai.katana.damage);
// prints: 10
// Autobinding registered Samurai and its Katana dependency with toSelf().
console.log(container.isBound(Samurai), container.isBound(Katana));
// prints: true true
// Per container: every class request may be autobound.
const autobindContainer = new inversify_1.Container({ autobind: true });
console.log(autobindContainer.get(Samurai).katana.damage);
// prints: 10
