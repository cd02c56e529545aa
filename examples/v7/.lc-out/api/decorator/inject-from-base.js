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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let BaseSoldier = class BaseSoldier {
    weapon;
    armor;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
__decorate([
    (0, inversify_1.inject)('Armor'),
    __metadata("design:type", String)
], BaseSoldier.prototype, "armor", void 0);
BaseSoldier = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('Weapon')),
    __metadata("design:paramtypes", [String])
], BaseSoldier);
// No constructor and no decorated members of its own:
// the constructor arguments and properties are taken from BaseSoldier
let Soldier = class Soldier extends BaseSoldier {
};
Soldier = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)()
], Soldier);
const container = new inversify_1.Container();
container.bind('Weapon').toConstantValue('katana');
container.bind('Armor').toConstantValue('kimono');
container.bind(Soldier).toSelf();
const soldier = container.get(Soldier);
console.log(soldier.weapon, soldier.armor);
// prints: katana kimono
