import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');

// Save the current bindings (and activation/deactivation handlers).
container.snapshot();

// Change the container, e.g. to replace a service with a test double.
container.unbind('Weapon'); // synchronous in 8.x
container.bind<string>('Weapon').toConstantValue('wooden training sword');
console.log(container.get<string>('Weapon'));
// prints: wooden training sword

// Roll back to the saved state.
container.restore();
console.log(container.get<string>('Weapon'));
// prints: katana

// Each restore() consumes one snapshot; with none left it throws.
try {
  container.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore
}
