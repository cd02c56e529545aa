import { inject, injectable } from 'inversify';

console.log('declaring OrderService');
// prints: declaring OrderService

@injectable()
class OrderService {
  // @inject on a method parameter: inversify injects constructor parameters and properties only.
  public place(@inject('Clock') clock: unknown): unknown {
    return clock;
  }
}
// throws: The @inject @multiInject @tagged and @named decorators must be applied to the parameters of a class constructor or a class property.
