import { Container, decorate, inject, injectable, named } from 'inversify';

interface Weapon {
  readonly name: string;
}

class Katana implements Weapon {
  public readonly name: string = 'katana';
}

class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

class Warrior {
  constructor(
    public readonly weapon: Weapon,
    public readonly backup: Weapon,
  ) {}
}

decorate(injectable(), Warrior);
// Constructor parameter 0
decorate(inject('Weapon'), Warrior, 0);
// Constructor parameter 1, with an array of decorators
decorate([inject('Weapon'), named('backup')], Warrior, 1);

const container: Container = new Container();
container.bind<Weapon>('Weapon').to(Katana).whenDefault();
container.bind<Weapon>('Weapon').to(Shuriken).whenNamed('backup');
container.bind(Warrior).toSelf();

const warrior: Warrior = container.get(Warrior);
console.log(warrior.weapon.name, warrior.backup.name);
// prints: katana shuriken
