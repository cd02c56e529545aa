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
import { Container, inject, injectable, injectFromHierarchy } from 'inversify';
let BaseSoldier = class BaseSoldier {
    weapon;
    armor;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
__decorate([
    inject('Armor'),
    __metadata("design:type", String)
], BaseSoldier.prototype, "armor", void 0);
BaseSoldier = __decorate([
    injectable(),
    __param(0, inject('Weapon')),
    __metadata("design:paramtypes", [String])
], BaseSoldier);
let IntermediateSoldier = class IntermediateSoldier extends BaseSoldier {
    rank;
};
__decorate([
    inject('Rank'),
    __metadata("design:type", String)
], IntermediateSoldier.prototype, "rank", void 0);
IntermediateSoldier = __decorate([
    injectable()
], IntermediateSoldier);
// Collects metadata from every ancestor, starting with the farthest one
let Soldier = class Soldier extends IntermediateSoldier {
};
Soldier = __decorate([
    injectable(),
    injectFromHierarchy()
], Soldier);
const container = new Container();
container.bind('Weapon').toConstantValue('katana');
container.bind('Armor').toConstantValue('kimono');
container.bind('Rank').toConstantValue('captain');
container.bind(Soldier).toSelf();
const soldier = container.get(Soldier);
console.log(soldier.weapon, soldier.armor, soldier.rank);
// prints: katana kimono captain
