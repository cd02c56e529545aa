import { Container, decorate, inject, injectable } from 'inversify';
class Katana {
    damage = 10;
}
class Warrior {
    weapon;
}
decorate(injectable(), Warrior);
// The third argument names the property
decorate(inject(Katana), Warrior, 'weapon');
const container = new Container();
container.bind(Katana).toSelf();
container.bind(Warrior).toSelf();
console.log(container.get(Warrior).weapon.damage);
// prints: 10
