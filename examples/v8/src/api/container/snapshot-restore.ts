import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');

const container: Container = new Container();
container.bind<string>(weaponId).toConstantValue('katana');

container.snapshot();

// change the bindings, for example to replace a service in a test
container.rebind<string>(weaponId).toConstantValue('wooden sword');
console.log(container.get<string>(weaponId));
// prints: wooden sword

container.restore();
console.log(container.get<string>(weaponId));
// prints: katana

// the stack is empty again: one more restore throws
try {
  container.restore();
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No snapshot available to restore
}
