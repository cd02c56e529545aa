import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  constructor(public readonly damage: number = 10) {}
}

const container: Container = new Container();

container.bind<number>('BaseDamage').toConstantValue(15);

// The function runs on each resolution (transient scope by default)
// and may use the context to resolve other services.
container
  .bind<Katana>('Weapon')
  .toDynamicValue((context: interfaces.Context): Katana => new Katana(context.container.get<number>('BaseDamage')));

console.log(container.get<Katana>('Weapon').damage);
// prints: 15
