import { Container, injectable } from 'inversify';

interface Logger {
  log(message: string): void;
}

@injectable()
class ConsoleLogger implements Logger {
  public log(message: string): void {
    console.log(message);
  }
}

const container: Container = new Container();
// The service identifier 'Logger' resolves to a new ConsoleLogger
container.bind<Logger>('Logger').to(ConsoleLogger);

const logger: Logger = container.get<Logger>('Logger');
console.log(logger instanceof ConsoleLogger);
// prints: true
logger.log('order 1 placed');
// prints: order 1 placed
