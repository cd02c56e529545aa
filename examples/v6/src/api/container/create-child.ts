import { Container, injectable } from 'inversify';

@injectable()
class Cache {}

const parent: Container = new Container({ defaultScope: 'Singleton' });

// Without arguments the child copies the parent's options...
const child: Container = parent.createChild();
child.bind(Cache).toSelf();
console.log(child.options.defaultScope, child.get(Cache) === child.get(Cache));
// prints: Singleton true

// ...and with arguments it uses those instead.
const transientChild: Container = parent.createChild({ defaultScope: 'Transient' });
transientChild.bind(Cache).toSelf();
console.log(transientChild.options.defaultScope, transientChild.get(Cache) === transientChild.get(Cache));
// prints: Transient false
