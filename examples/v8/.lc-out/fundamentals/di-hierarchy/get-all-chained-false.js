var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
    name = 'shuriken';
};
Shuriken = __decorate([
    injectable()
], Shuriken);
const parentContainer = new Container();
parentContainer.bind('Weapon').to(Katana);
const childContainer = new Container({ parent: parentContainer });
childContainer.bind('Weapon').to(Shuriken);
// Standard mode (chained: false is the default): the child has bindings, so it answers alone.
const weapons = childContainer.getAll('Weapon', { chained: false });
console.log(weapons.map((weapon) => weapon.name));
// prints: [ 'shuriken' ]
