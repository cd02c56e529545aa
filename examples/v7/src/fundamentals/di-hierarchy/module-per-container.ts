import { Container, ContainerModule, ContainerModuleLoadOptions, inject, injectable } from 'inversify';

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

// One module, loaded into every container that needs its own OrderService singleton.
const ordersModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(OrderService).toSelf().inSingletonScope();
  },
);

async function main(): Promise<void> {
  const parentContainer: Container = new Container();
  parentContainer.bind(ConsoleLogger).toSelf();

  const childContainer: Container = new Container({ parent: parentContainer });
  childContainer.bind(ConsoleLogger).to(RequestLogger);

  // In 7.x load() returns a promise (loadSync() is the synchronous variant).
  await parentContainer.load(ordersModule);
  await childContainer.load(ordersModule);

  console.log(childContainer.get(OrderService).logger.name);
  // prints: request logger
  console.log(parentContainer.get(OrderService).logger.name);
  // prints: console logger
}

void main();
