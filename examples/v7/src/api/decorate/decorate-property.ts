import { Container, decorate, inject, injectable } from 'inversify';

class Katana {
  public readonly damage: number = 10;
}

class Warrior {
  public weapon!: Katana;
}

decorate(injectable(), Warrior);
// The third argument names the property
decorate(inject(Katana), Warrior, 'weapon');

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Warrior).toSelf();

console.log(container.get(Warrior).weapon.damage);
// prints: 10
