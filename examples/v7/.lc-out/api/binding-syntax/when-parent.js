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
let Samurai = class Samurai {
    weapon;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Samurai = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('Weapon')),
    __metadata("design:paramtypes", [String])
], Samurai);
let Ninja = class Ninja {
    weapon;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('Weapon')),
    __metadata("design:paramtypes", [String])
], Ninja);
let Dojo = class Dojo {
    sensei;
    student;
    constructor(sensei, student) {
        this.sensei = sensei;
        this.student = student;
    }
};
Dojo = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(Ninja)),
    __param(0, (0, inversify_1.named)('sensei')),
    __param(1, (0, inversify_1.inject)(Ninja)),
    __metadata("design:paramtypes", [Ninja,
        Ninja])
], Dojo);
const container = new inversify_1.Container();
container.bind(Samurai).toSelf();
container.bind(Ninja).toSelf();
container.bind(Dojo).toSelf();
// The parent is the service whose construction requested 'Weapon'
container.bind('Weapon').toConstantValue('katana').whenParentIs(Samurai);
// The parent Ninja was itself requested with the name 'sensei'
container.bind('Weapon').toConstantValue('kusarigama').whenParentNamed('sensei');
// Any Ninja that was not requested as 'sensei'
container
    .bind('Weapon')
    .toConstantValue('shuriken')
    .whenParent((parent) => parent.serviceIdentifier === Ninja && parent.name !== 'sensei');
// Only when 'Weapon' is requested directly from the container (no parent at all)
container
    .bind('Weapon')
    .toConstantValue('wooden sword')
    .whenNoParent(() => true);
const dojo = container.get(Dojo);
console.log(container.get(Samurai).weapon);
// prints: katana
console.log(dojo.sensei.weapon, dojo.student.weapon);
// prints: kusarigama shuriken
console.log(container.get('Weapon'));
// prints: wooden sword
