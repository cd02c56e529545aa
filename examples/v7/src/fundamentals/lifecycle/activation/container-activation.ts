import { Container, injectable, ResolutionContext } from 'inversify';

@injectable()
class ConsoleLogger {
  public level: string = 'info';

  public enableDebug(): void {
    this.level = 'debug';
  }
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();

// A container-level handler: it runs for every ConsoleLogger this container resolves.
container.onActivation(
  ConsoleLogger,
  (_context: ResolutionContext, logger: ConsoleLogger): ConsoleLogger => {
    logger.enableDebug();
    return logger;
  },
);

const logger: ConsoleLogger = container.get(ConsoleLogger);
console.log(`level ${logger.level}`);
// prints: level debug
