"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Katana {
    name = 'katana';
}
class Shuriken {
    name = 'shuriken';
}
class Warrior {
    weapon;
    backup;
    constructor(weapon, backup) {
        this.weapon = weapon;
        this.backup = backup;
    }
}
(0, inversify_1.decorate)((0, inversify_1.injectable)(), Warrior);
// Constructor parameter 0
(0, inversify_1.decorate)((0, inversify_1.inject)('Weapon'), Warrior, 0);
// Constructor parameter 1, with an array of decorators
(0, inversify_1.decorate)([(0, inversify_1.inject)('Weapon'), (0, inversify_1.named)('backup')], Warrior, 1);
const container = new inversify_1.Container();
container.bind('Weapon').to(Katana).whenDefault();
container.bind('Weapon').to(Shuriken).whenNamed('backup');
container.bind(Warrior).toSelf();
const warrior = container.get(Warrior);
console.log(warrior.weapon.name, warrior.backup.name);
// prints: katana shuriken
