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
    melee;
    ranged;
    constructor(melee, ranged) {
        this.melee = melee;
        this.ranged = ranged;
    }
};
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('Weapon')),
    __param(0, (0, inversify_1.named)('melee')),
    __param(1, (0, inversify_1.inject)('Weapon')),
    __param(1, (0, inversify_1.named)('ranged')),
    __metadata("design:paramtypes", [Object, Object])
], Ninja);
const warriors = new inversify_1.ContainerModule((options) => {
    options.bind(Ninja).toSelf();
});
const weapons = new inversify_1.ContainerModule((options) => {
    options.bind('Weapon').to(Katana).whenNamed('melee');
    options.bind('Weapon').to(Shuriken).whenNamed('ranged');
});
const container = new inversify_1.Container();
async function main() {
    await container.load(warriors, weapons);
    const ninja = container.get(Ninja);
    console.log(`${ninja.melee.name} and ${ninja.ranged.name}`);
    // prints: katana and shuriken
    // every module gets its own numeric id
    console.log(typeof warriors.id, warriors.id !== weapons.id);
    // prints: number true
}
void main();
