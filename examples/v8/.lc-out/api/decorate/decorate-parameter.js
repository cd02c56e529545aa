import { Container, decorate, inject, injectable, named } from 'inversify';
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
decorate(injectable(), Warrior);
// Constructor parameter 0
decorate(inject('Weapon'), Warrior, 0);
// Constructor parameter 1, with an array of decorators
decorate([inject('Weapon'), named('backup')], Warrior, 1);
const container = new Container();
container.bind('Weapon').to(Katana).whenDefault();
container.bind('Weapon').to(Shuriken).whenNamed('backup');
container.bind(Warrior).toSelf();
const warrior = container.get(Warrior);
console.log(warrior.weapon.name, warrior.backup.name);
// prints: katana shuriken
