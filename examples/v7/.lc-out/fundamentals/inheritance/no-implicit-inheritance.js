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
let Warrior = class Warrior {
    weapon;
};
__decorate([
    (0, inversify_1.inject)(Katana),
    __metadata("design:type", Katana)
], Warrior.prototype, "weapon", void 0);
Warrior = __decorate([
    (0, inversify_1.injectable)()
], Warrior);
// No @injectFromBase: the metadata of Warrior is not reused.
let Samurai = class Samurai extends Warrior {
};
Samurai = __decorate([
    (0, inversify_1.injectable)()
], Samurai);
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();
const samurai = container.get(Samurai);
console.log(`weapon ${String(samurai.weapon)}`);
// prints: weapon undefined
