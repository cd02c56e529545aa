"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Shuriken = class Shuriken {
    damage = 5;
};
Shuriken = __decorate([
    (0, inversify_1.injectable)()
], Shuriken);
class Ninja {
    katana;
    shuriken;
    constructor(katana, shuriken) {
        this.katana = katana;
        this.shuriken = shuriken;
    }
}
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();
// Overload 1: a factory without parameters
container.bind('Clan').toResolvedValue(() => 'Iga');
// Overload 2: the container resolves one service per parameter, in order
container
    .bind(Ninja)
    .toResolvedValue((katana, shuriken) => new Ninja(katana, shuriken), [Katana, Shuriken])
    .inSingletonScope();
const ninja = container.get(Ninja);
console.log(container.get('Clan'));
// prints: Iga
console.log(ninja.katana.damage + ninja.shuriken.damage);
// prints: 15
console.log(ninja === container.get(Ninja));
// prints: true
