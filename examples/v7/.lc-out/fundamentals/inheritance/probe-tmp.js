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
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Warrior = class Warrior {
    weapon;
    constructor(weapon) {
        this.weapon = weapon;
    }
};
Warrior = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(Katana)),
    __metadata("design:paramtypes", [Katana])
], Warrior);
let Samurai = class Samurai extends Warrior {
};
Samurai = __decorate([
    (0, inversify_1.injectable)()
], Samurai);
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
container.bind(Samurai).toSelf();
try {
    const s = container.get(Samurai);
    console.log(`weapon ${String(s.weapon)}`);
}
catch (e) {
    console.log(e.message);
}
let Base2 = class Base2 {
    name;
    color;
    constructor(name, color) {
        this.name = name;
        this.color = color;
    }
};
Base2 = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)('Name')),
    __param(1, (0, inversify_1.inject)('Color')),
    __metadata("design:paramtypes", [String, String])
], Base2);
let Poly = class Poly extends Base2 {
    constructor(sides) { super(`${sides}-gon`, 'red'); }
};
Poly = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)(),
    __param(0, (0, inversify_1.inject)('Sides')),
    __metadata("design:paramtypes", [Number])
], Poly);
container.bind('Sides').toConstantValue(5);
container.bind(Poly).toSelf();
try {
    const p = container.get(Poly);
    console.log(p.name, p.color);
}
catch (e) {
    console.log(e.message.split('\n')[0]);
}
container.bind('Color').toConstantValue('blue');
container.bind('Name').toConstantValue('x');
try {
    const p = container.get(Poly);
    console.log(p.name, p.color);
}
catch (e) {
    console.log(e.message.split('\n')[0]);
}
