import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console logger';
}

@injectable()
class RequestLogger extends ConsoleLogger {
  public override readonly name: string = 'request logger';
}

@injectable()
class OrderService {
  constructor(
    @inject(ConsoleLogger)
    public readonly logger: ConsoleLogger,
  ) {}
}

const parentContainer: Container = new Container();
parentContainer.bind(ConsoleLogger).toSelf();
// The singleton binding (and therefore its cache) lives in the parent.
parentContainer.bind(OrderService).toSelf().inSingletonScope();

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind(ConsoleLogger).to(RequestLogger);

// Resolved from the child first: the logger comes from the child's binding...
console.log(childContainer.get(OrderService).logger.name);
// prints: request logger

// ...and the parent's singleton now holds that order service for everybody.
console.log(parentContainer.get(OrderService).logger.name);
// prints: request logger
