import { Container, injectable, unmanaged } from 'inversify';

@injectable()
class Base {
  // The container never tries to resolve this argument.
  constructor(@unmanaged() public readonly property: string) {}
}

@injectable()
class Derived extends Base {
  constructor() {
    super('inherited-value');
  }
}

const container: Container = new Container();

console.log(container.resolve(Derived).property);
// prints: inherited-value
