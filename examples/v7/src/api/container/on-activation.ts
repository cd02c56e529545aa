import { Container, injectable, ResolutionContext } from 'inversify';

@injectable()
class ConsoleLogger {
  public prefix: string = '';

  public log(message: string): void {
    console.log(`${this.prefix}${message}`);
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

// runs for every instance of ConsoleLogger this container activates
container.onActivation(
  ConsoleLogger,
  (_context: ResolutionContext, logger: ConsoleLogger): ConsoleLogger => {
    logger.prefix = '[orders] ';
    return logger;
  },
);

container.get(ConsoleLogger).log('order 1 placed');
// prints: [orders] order 1 placed
