import { decorate, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {}

@injectable()
class OrderService {
  public logger!: ConsoleLogger;
}

// the v6 call for a property: in inversify 7 the target must be the class, not its prototype
// expect-error: TS2769
decorate(inject(ConsoleLogger), OrderService.prototype, 'logger');
