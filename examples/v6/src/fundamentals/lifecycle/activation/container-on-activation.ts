import { Container, injectable, interfaces } from 'inversify';

@injectable()
class ConsoleLogger {
  public prefix: string = '';

  public log(message: string): void {
    console.log(`${this.prefix}${message}`);
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

container.onActivation(
  ConsoleLogger,
  (context: interfaces.Context, logger: ConsoleLogger): ConsoleLogger => {
    logger.prefix = '[orders] ';
    return logger;
  },
);

container.get(ConsoleLogger).log('order 1 placed');
// prints: [orders] order 1 placed
