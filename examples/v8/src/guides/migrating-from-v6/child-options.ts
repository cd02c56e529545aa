import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const parent: Container = new Container({ defaultScope: 'Singleton' });

// inversify 8: a child container does not take over its parent's options
// (inversify 6's createChild() copied them)
const child: Container = new Container({ parent });
child.bind(Katana).toSelf();
console.log(child.get(Katana) === child.get(Katana));
// prints: false

// Pass the options again when the child needs them
const singletonChild: Container = new Container({ defaultScope: 'Singleton', parent });
singletonChild.bind(Katana).toSelf();
console.log(singletonChild.get(Katana) === singletonChild.get(Katana));
// prints: true
