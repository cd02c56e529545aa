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

console.log('binding Report');
// prints: binding Report
// inversify 7 refuses the class in toSelf(), before any get
container.bind(Report).toSelf();
// throws: Found unexpected missing metadata on type "Report". "Report" constructor requires at least 1 arguments, found 0 instead.
// throws: Are you using @inject, @multiInject or @unmanaged decorators in every non optional constructor argument?
// throws:
// throws: If you're using typescript and want to rely on auto injection, set "emitDecoratorMetadata" compiler option to true
