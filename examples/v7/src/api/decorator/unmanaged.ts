import { Container, inject, injectable, unmanaged } from 'inversify';

@injectable()
class Base {
  // The container must not resolve this argument: subclasses pass it
  constructor(@unmanaged() public readonly label: string) {}
}

@injectable()
class Derived extends Base {
  constructor(@inject('Suffix') public readonly suffix: string) {
    super('inherited-value');
  }
}

const container: Container = new Container();
container.bind<string>('Suffix').toConstantValue('!');
container.bind(Derived).toSelf();

const derived: Derived = container.get(Derived);
console.log(derived.label + derived.suffix);
// prints: inherited-value!
