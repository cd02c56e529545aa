import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

// inversify 7: the option is called autobind
const container: Container = new Container({ autobind: true });
console.log(container.get(Ninja).katana.damage);
// prints: 10

// inversify 7: resolve() is gone; ask get() to autobind this one request
const plainContainer: Container = new Container();
console.log(plainContainer.get(Ninja, { autobind: true }).katana.damage);
// prints: 10
