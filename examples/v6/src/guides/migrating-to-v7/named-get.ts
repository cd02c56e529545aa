import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana').whenTargetNamed('sharp');
container.bind<string>('Weapon').toConstantValue('bo').whenTargetTagged('length', 'long');

// inversify 6: one method per kind of lookup
console.log(container.getNamed<string>('Weapon', 'sharp'));
// prints: katana
console.log(container.getTagged<string>('Weapon', 'length', 'long'));
// prints: bo
console.log(container.tryGet<string>('Armor'));
// prints: undefined
console.log(container.isBoundNamed('Weapon', 'sharp'));
// prints: true
