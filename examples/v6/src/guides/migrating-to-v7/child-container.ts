import { Container } from 'inversify';

const parent: Container = new Container();
parent.bind<string>('Weapon').toConstantValue('katana');

// inversify 6: createChild() builds a child container
const child: Container = parent.createChild();
child.bind<string>('Armor').toConstantValue('plate');

console.log(`${child.get<string>('Weapon')} ${child.get<string>('Armor')}`);
// prints: katana plate
console.log(child.parent === parent);
// prints: true
