import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {}

const parent: Container = new Container({ defaultScope: 'Singleton' });
parent.bind(InMemoryOrderRepository).toSelf();

// inversify 7: a child gets only the options passed to its own constructor
const child: Container = new Container({ parent });
child.bind(InMemoryOrderRepository).toSelf();

console.log(`parent singleton ${parent.get(InMemoryOrderRepository) === parent.get(InMemoryOrderRepository)}`);
// prints: parent singleton true
console.log(`child singleton ${child.get(InMemoryOrderRepository) === child.get(InMemoryOrderRepository)}`);
// prints: child singleton false

// pass the option again to keep the v6 behaviour
const singletonChild: Container = new Container({ parent, defaultScope: 'Singleton' });
singletonChild.bind(InMemoryOrderRepository).toSelf();
const first: InMemoryOrderRepository = singletonChild.get(InMemoryOrderRepository);
console.log(`singletonChild singleton ${first === singletonChild.get(InMemoryOrderRepository)}`);
// prints: singletonChild singleton true
