import { Container, inject, injectable, injectFromBase, unmanaged } from 'inversify';

@injectable()
class Base {
  // Every subclass that copies the base metadata gets this property injected
  @inject('Logger')
  public readonly logger!: string;

  // Subclasses provide this argument through super(): the container must leave it alone
  constructor(@unmanaged() public readonly label: string) {}
}

@injectable()
@injectFromBase()
class Derived extends Base {
  constructor() {
    super('inherited-value');
  }
}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('console logger');
container.bind(Derived).toSelf();

const derived: Derived = container.get(Derived);
console.log(derived.label, derived.logger);
// prints: inherited-value console logger

// The same classes without @unmanaged: a string parameter has no injection metadata,
// so @injectFromBase() rejects the base class as soon as the subclass is declared
try {
  @injectable()
  class PlainBase {
    constructor(public readonly label: string) {}
  }

  @injectable()
  @injectFromBase()
  class PlainDerived extends PlainBase {
    constructor() {
      super('inherited-value');
    }
  }

  console.log(PlainDerived.name);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: Found unexpected missing metadata on type "PlainBase". "PlainBase" constructor requires at least 1 arguments, found 0 instead.
