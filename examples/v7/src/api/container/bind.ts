import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();

// bind starts a fluent chain: what the id resolves to, then scope, constraints and handlers
container.bind(Katana).toSelf();
container.bind<number>('MaxHealth').toConstantValue(100);

console.log(container.get(Katana).damage, container.get<number>('MaxHealth'));
// prints: 10 100

// without a scope and without a defaultScope option, a class binding is transient
console.log(container.get(Katana) === container.get(Katana));
// prints: false
