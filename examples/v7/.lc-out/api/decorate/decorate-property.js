"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Katana {
    damage = 10;
}
class Warrior {
    weapon;
}
(0, inversify_1.decorate)((0, inversify_1.injectable)(), Warrior);
// The third argument names the property
(0, inversify_1.decorate)((0, inversify_1.inject)(Katana), Warrior, 'weapon');
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
container.bind(Warrior).toSelf();
console.log(container.get(Warrior).weapon.damage);
// prints: 10
