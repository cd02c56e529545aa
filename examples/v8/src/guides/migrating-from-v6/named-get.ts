import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana').whenNamed('sharp');
container
  .bind<string>('Weapon')
  .toConstantValue('bo')
  .whenTagged('length', 'long');

// inversify 8: get() and isBound() take an options object
console.log(container.get<string>('Weapon', { name: 'sharp' }));
// prints: katana
console.log(container.get<string>('Weapon', { tag: { key: 'length', value: 'long' } }));
// prints: bo
console.log(container.get<string>('Armor', { optional: true }));
// prints: undefined
console.log(container.isBound('Weapon', { name: 'sharp' }));
// prints: true
