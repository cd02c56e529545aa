import { Container } from 'inversify';

const parentContainer: Container = new Container();
parentContainer.bind<string>('Weapon').toConstantValue('katana');

const childContainer: Container = new Container({ parent: parentContainer });
// The child's only 'Weapon' binding is constrained to the name 'ranged'.
childContainer.bind<string>('Weapon').toConstantValue('shuriken').whenNamed('ranged');

console.log(childContainer.get<string>('Weapon', { name: 'ranged' }));
// prints: shuriken

// An unnamed request does not fall back to the parent's 'katana':
// the child has 'Weapon' bindings, so the parent is never consulted.
try {
  childContainer.get<string>('Weapon');
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
  // prints: No bindings found for service: "Weapon".
}
