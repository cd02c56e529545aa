import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

// inversify 6: the option is called autoBindInjectable
const container: Container = new Container({ autoBindInjectable: true });
console.log(container.get(Ninja).katana.damage);
// prints: 10

// inversify 6: resolve() auto-binds the requested class (not its dependencies)
const plainContainer: Container = new Container();
plainContainer.bind(Katana).toSelf();
console.log(plainContainer.resolve(Ninja).katana.damage);
// prints: 10
