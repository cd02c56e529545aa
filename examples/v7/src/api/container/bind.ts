import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

const container: Container = new Container();

// bind starts a fluent chain: what the id resolves to, then scope, constraints and handlers
container.bind(SystemClock).toSelf();
container.bind<number>('ShippingFee').toConstantValue(5);

console.log(container.get(SystemClock).zone, container.get<number>('ShippingFee'));
// prints: UTC 5

// without a scope and without a defaultScope option, a class binding is transient
console.log(container.get(SystemClock) === container.get(SystemClock));
// prints: false
