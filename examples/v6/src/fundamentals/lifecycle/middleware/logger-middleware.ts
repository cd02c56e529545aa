import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

// A middleware receives the next step and returns a replacement step.
const logger: interfaces.Middleware = (next: interfaces.Next): interfaces.Next => {
  return (args: interfaces.NextArgs): unknown => {
    console.log(`resolving ${String(args.serviceIdentifier)}`);
    const result: unknown = next(args);
    console.log(`resolved ${String(args.serviceIdentifier)}`);
    return result;
  };
};

const container: Container = new Container();
container.bind<Katana>('Weapon').to(Katana);

container.applyMiddleware(logger);

const katana: Katana = container.get<Katana>('Weapon');
// prints: resolving Weapon
// prints: resolved Weapon
console.log(katana.damage);
// prints: 10
