import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Samurai {
  // No @inject(): with emitDecoratorMetadata, TypeScript records that the
  // first parameter is of type Katana, and the container uses that class as the id.
  constructor(public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Katana).toSelf().inSingletonScope();
container.bind(Samurai).toSelf().inSingletonScope();

const samurai: Samurai = container.get(Samurai);

console.log(samurai.katana.damage);
// prints: 10
console.log(samurai.katana === container.get(Katana));
// prints: true
