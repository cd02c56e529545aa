import { Container, inject, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class ReportService {
  #logger: ConsoleLogger | undefined;

  constructor() {
    console.log('constructor');
  }

  // @inject on a setter: the container calls it with the resolved value,
  // after the constructor has run, as it assigns an injected property.
  @inject(ConsoleLogger)
  public set logger(value: ConsoleLogger) {
    console.log(`setter called with the ${value.name} logger`);
    this.#logger = value;
  }

  public get logger(): ConsoleLogger | undefined {
    return this.#logger;
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(ReportService).toSelf();

const service: ReportService = container.get(ReportService);
// prints: constructor
// prints: setter called with the console logger
console.log(service.logger instanceof ConsoleLogger);
// prints: true
