import { Container } from 'inversify';

const parent: Container = new Container({ defaultScope: 'Singleton' });
const child: Container = parent.createChild({ defaultScope: 'Request' });

console.log(typeof parent.id, parent.id === child.id);
// prints: number false
console.log(parent.parent, child.parent === parent);
// prints: null true
console.log(parent.options.defaultScope, child.options.defaultScope);
// prints: Singleton Request
