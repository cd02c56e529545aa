import { Container, injectable } from 'inversify';

@injectable()
class Greeter {
  public greet(): string {
    return 'hello from inversify 8';
  }
}

const container: Container = new Container();
container.bind(Greeter).toSelf();
console.log(container.get(Greeter).greet());
// prints: hello from inversify 8
