import { Container, decorate, injectable, postConstruct } from 'inversify';

class Katana {
  public damage: number = 10;

  public improve(): void {
    this.damage += 2;
  }
}

decorate(injectable(), Katana);
// The third argument names the method
decorate(postConstruct(), Katana, 'improve');

const container: Container = new Container();
container.bind(Katana).toSelf();

console.log(container.get(Katana).damage);
// prints: 12
