import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');
container.bind<string>('Weapon').toConstantValue('shuriken').whenTargetNamed('ranged');

// inversify 6: getAll() ignores binding constraints at the root request
console.log(container.getAll<string>('Weapon').join(', '));
// prints: katana, shuriken
