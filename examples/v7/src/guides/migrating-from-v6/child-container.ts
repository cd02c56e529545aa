import { Container } from 'inversify';

const parent: Container = new Container();
parent.bind<string>('Weapon').toConstantValue('katana');

// inversify 7: pass the parent to the constructor
const child: Container = new Container({ parent });
child.bind<string>('Armor').toConstantValue('plate');

console.log(`${child.get<string>('Weapon')} ${child.get<string>('Armor')}`);
// prints: katana plate
// there is no public parent property any more: keep your own reference
console.log(child.isBound('Weapon') && !child.isCurrentBound('Weapon'));
// prints: true
