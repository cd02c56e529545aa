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
let Clock = class Clock {
    time = '12:00';
};
Clock = __decorate([
    (0, inversify_1.injectable)()
], Clock);
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Entity = class Entity {
    clock;
};
__decorate([
    (0, inversify_1.inject)(Clock),
    __metadata("design:type", Object)
], Entity.prototype, "clock", void 0);
Entity = __decorate([
    (0, inversify_1.injectable)()
], Entity);
// An intermediate class that declares its own injection and does NOT opt in.
let Character = class Character extends Entity {
    weapon;
};
__decorate([
    (0, inversify_1.inject)(Katana),
    __metadata("design:type", Object)
], Character.prototype, "weapon", void 0);
Character = __decorate([
    (0, inversify_1.injectable)()
], Character);
// @injectFromBase only reads the metadata of the direct parent (Character).
let Samurai = class Samurai extends Character {
};
Samurai = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)()
], Samurai);
// @injectFromHierarchy reads every ancestor, from Entity down to Character.
let Ninja = class Ninja extends Character {
};
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromHierarchy)()
], Ninja);
const container = new inversify_1.Container();
container.bind(Clock).toSelf();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();
container.bind(Ninja).toSelf();
const samurai = container.get(Samurai);
const ninja = container.get(Ninja);
console.log(`samurai: weapon ${samurai.weapon?.damage}, clock ${samurai.clock?.time}`);
console.log(`ninja: weapon ${ninja.weapon?.damage}, clock ${ninja.clock?.time}`);
// prints: samurai: weapon 10, clock undefined
// prints: ninja: weapon 10, clock 12:00
