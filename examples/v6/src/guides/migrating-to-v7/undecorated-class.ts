import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

// No @injectable() and no @inject(): nothing tells the container what to pass.
class Report {
  constructor(public readonly logger: ConsoleLogger) {}
}

const container: Container = new Container();
container.bind(ConsoleLogger).toSelf();
container.bind(Report).toSelf();

// inversify 6 builds the class anyway and passes undefined
console.log(`logger: ${String(container.get(Report).logger)}`);
// prints: logger: undefined
