import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

@injectable()
class Shuriken {}

const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf();

container.unbind(Katana);
console.log(container.isBound(Katana), container.isBound(Shuriken));
// prints: false true

container.unbindAll();
console.log(container.isBound(Shuriken));
// prints: false

// An identifier with no binding in this container cannot be unbound.
try {
  container.unbind(Katana);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Could not unbind serviceIdentifier: Katana
}

async function main(): Promise<void> {
  container.bind(Katana).toSelf();
  container.bind(Shuriken).toSelf();

  await container.unbindAsync(Katana);
  await container.unbindAllAsync();
  console.log(container.isBound(Katana), container.isBound(Shuriken));
  // prints: false false
}

void main();
