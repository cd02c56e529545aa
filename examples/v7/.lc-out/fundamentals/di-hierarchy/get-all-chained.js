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
const parentContainer = new inversify_1.Container();
parentContainer.bind('Weapon').to(Katana);
const childContainer = new inversify_1.Container({ parent: parentContainer });
childContainer.bind('Weapon').to(Shuriken);
// Chained mode: bindings from the child and every ancestor are merged.
const weapons = childContainer.getAll('Weapon', { chained: true });
console.log(weapons.map((weapon) => weapon.name).sort());
// prints: [ 'katana', 'shuriken' ]
