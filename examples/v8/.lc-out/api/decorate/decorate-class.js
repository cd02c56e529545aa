import { Container, decorate, injectable } from 'inversify';
class Katana {
    damage = 10;
}
// Same effect as writing @injectable('Singleton') above the class
decorate(injectable('Singleton'), Katana);
const container = new Container();
container.bind(Katana).toSelf();
console.log(container.get(Katana).damage);
// prints: 10
console.log(container.get(Katana) === container.get(Katana));
// prints: true
