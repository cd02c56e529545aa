import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');
container.bind<string>('Weapon').toConstantValue('shuriken').whenNamed('ranged');

// inversify 7: getAll() enforces constraints, so the named binding is skipped
console.log(container.getAll<string>('Weapon').join(', '));
// prints: katana

// a named request matches the named binding and the unconstrained one
console.log(container.getAll<string>('Weapon', { name: 'ranged' }).join(', '));
// prints: katana, shuriken
