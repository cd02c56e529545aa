import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();

// Shorthand for container.bind(Katana).to(Katana)
container.bind(Katana).toSelf();

console.log(container.get(Katana).damage);
// prints: 10
