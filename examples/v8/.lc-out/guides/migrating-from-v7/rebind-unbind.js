import { Container } from 'inversify';
const container = new Container();
container.bind('Weapon').toConstantValue('katana');
// inversify 8: rebind() is synchronous and returns the fluent syntax directly
container.rebind('Weapon').toConstantValue('shuriken');
console.log(container.get('Weapon'));
// prints: shuriken
// inversify 8: rebindAsync() is the Promise-returning variant
(await container.rebindAsync('Weapon')).toConstantValue('nunchaku');
console.log(container.get('Weapon'));
// prints: nunchaku
// inversify 8: unbind() is synchronous, unbindAsync() returns a Promise
container.unbind('Weapon');
container.bind('Armor').toConstantValue('plate');
await container.unbindAsync('Armor');
console.log(`${container.isBound('Weapon')} ${container.isBound('Armor')}`);
// prints: false false
// inversify 8: unbindAll() is synchronous, unbindAllAsync() returns a Promise
container.bind('Weapon').toConstantValue('bo');
container.unbindAll();
container.bind('Weapon').toConstantValue('sai');
await container.unbindAllAsync();
console.log(`bound at the end: ${container.isBound('Weapon')}`);
// prints: bound at the end: false
