import { Container } from 'inversify';

const container: Container = new Container();
// no constraint: this binding matches every request, named or not
container.bind<string>('Weapon').toConstantValue('katana');
container.bind<string>('Weapon').toConstantValue('shuriken').whenNamed('ranged');

// a request named 'ranged' matches both bindings
try {
  container.get<string>('Weapon', { name: 'ranged' });
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous bindings found for service: "Weapon".
}

// optional: true does not help: it covers "no binding", not "two bindings"
try {
  container.get<string>('Weapon', { name: 'ranged', optional: true });
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: Ambiguous bindings found for service: "Weapon".
}
