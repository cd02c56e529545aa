import { Container, injectable } from 'inversify';

@injectable()
class ConsoleLogger {
  public readonly prefix: string = '[orders]';
}

const container: Container = new Container();

// bind starts a fluent chain: what the id resolves to, then scope, constraints and handlers
container.bind(ConsoleLogger).toSelf();
container.bind<number>('MaxOrderItems').toConstantValue(100);

console.log(container.get(ConsoleLogger).prefix, container.get<number>('MaxOrderItems'));
// prints: [orders] 100

// without a scope and without a defaultScope option, a class binding is transient
console.log(container.get(ConsoleLogger) === container.get(ConsoleLogger));
// prints: false
