import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  private static created: number = 0;
  public readonly serial: number = ++Katana.created;
}

const container: Container = new Container();
// Transient is the default scope; it is spelled out here for clarity.
container.bind(Katana).toSelf().inTransientScope();

const first: Katana = container.get(Katana);
const second: Katana = container.get(Katana);

// Every resolution builds a new instance.
console.log(first === second);
// prints: false
console.log(first.serial, second.serial);
// prints: 1 2
