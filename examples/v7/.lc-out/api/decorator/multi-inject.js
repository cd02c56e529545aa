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
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Shuriken = class Shuriken {
    name = 'shuriken';
};
Shuriken = __decorate([
    (0, inversify_1.injectable)()
], Shuriken);
let Ninja = class Ninja {
    weapons;
    // Property injection of every binding
    spare;
    constructor(weapons) {
        this.weapons = weapons;
    }
};
__decorate([
    (0, inversify_1.multiInject)('Weapon'),
    __metadata("design:type", Array)
], Ninja.prototype, "spare", void 0);
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.multiInject)('Weapon')),
    __metadata("design:paramtypes", [Array])
], Ninja);
const container = new inversify_1.Container();
container.bind('Weapon').to(Katana);
container.bind('Weapon').to(Shuriken);
container.bind(Ninja).toSelf();
const ninja = container.get(Ninja);
console.log(ninja.weapons.map((weapon) => weapon.name).join(', '));
// prints: katana, shuriken
console.log(ninja.spare.length);
// prints: 2
