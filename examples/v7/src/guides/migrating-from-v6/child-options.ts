import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const parent: Container = new Container({ defaultScope: 'Singleton' });
parent.bind(Katana).toSelf();

// inversify 7: a child gets only the options passed to its own constructor
const child: Container = new Container({ parent });
child.bind(Katana).toSelf();

console.log(`parent singleton ${parent.get(Katana) === parent.get(Katana)}`);
// prints: parent singleton true
console.log(`child singleton ${child.get(Katana) === child.get(Katana)}`);
// prints: child singleton false

// pass the option again to keep the v6 behaviour
const singletonChild: Container = new Container({ parent, defaultScope: 'Singleton' });
singletonChild.bind(Katana).toSelf();
console.log(`singletonChild singleton ${singletonChild.get(Katana) === singletonChild.get(Katana)}`);
// prints: singletonChild singleton true
