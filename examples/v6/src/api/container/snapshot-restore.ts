import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');

container.snapshot();

// Replace the binding, e.g. with a test double.
container.rebind<string>('Weapon').toConstantValue('wooden sword');
console.log(container.get<string>('Weapon'));
// prints: wooden sword

container.restore();
console.log(container.get<string>('Weapon'));
// prints: katana
