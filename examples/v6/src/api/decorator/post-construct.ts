import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Katana {
  public damage: number = 10;

  // Runs once the instance is built and its properties are injected,
  // before any activation handler.
  @postConstruct()
  public improve(): void {
    this.damage += 2;
  }
}

const container: Container = new Container();
container.bind(Katana).toSelf();

console.log(container.get(Katana).damage);
// prints: 12
