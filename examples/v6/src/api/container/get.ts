import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();
container.bind(Katana).toSelf();

const katana: Katana = container.get(Katana);
console.log(katana.damage);
// prints: 10

try {
  container.get('Shuriken'); // no binding
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No matching bindings found for serviceIdentifier: Shuriken
}

container.bind<number>('Retries').toConstantValue(3);
container.bind<number>('Retries').toConstantValue(5);
try {
  container.get('Retries'); // two bindings: get cannot choose
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous match found for serviceIdentifier: Retries
}
