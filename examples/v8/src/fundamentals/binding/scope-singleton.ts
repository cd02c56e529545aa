import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  private static created: number = 0;
  public readonly serial: number = ++Katana.created;
}

const container: Container = new Container();
container.bind(Katana).toSelf().inSingletonScope();

const first: Katana = container.get(Katana);
const second: Katana = container.get(Katana);

// Built once, then cached by the binding.
console.log(first === second);
// prints: true
console.log(first.serial, second.serial);
// prints: 1 1
