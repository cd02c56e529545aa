import { Container } from 'inversify';

const container: Container = new Container();
container.bind<number>('Number').toConstantValue(1);
container.bind<number>('Number').toConstantValue(2);

console.log(container.getAll<number>('Number'));
// prints: [ 1, 2 ]

// rebind = unbind every binding of the identifier, then bind again.
container.rebind<number>('Number').toConstantValue(3);

console.log(container.getAll<number>('Number'));
// prints: [ 3 ]

// rebind starts with unbind, so an identifier without a binding in this
// container is an error, not a plain bind.
try {
  container.rebind<number>('Missing').toConstantValue(0);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Could not unbind serviceIdentifier: Missing
}

async function main(): Promise<void> {
  // rebindAsync waits for asynchronous deactivations before binding.
  (await container.rebindAsync<number>('Number')).toConstantValue(4);
  console.log(container.getAll<number>('Number'));
  // prints: [ 4 ]
}

void main();
