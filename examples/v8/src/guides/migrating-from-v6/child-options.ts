import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {}

const parent: Container = new Container({ defaultScope: 'Singleton' });

// inversify 8: a child container does not take over its parent's options
// (inversify 6's createChild() copied them)
const child: Container = new Container({ parent });
child.bind(InMemoryOrderRepository).toSelf();
console.log(child.get(InMemoryOrderRepository) === child.get(InMemoryOrderRepository));
// prints: false

// Pass the options again when the child needs them
const singletonChild: Container = new Container({ defaultScope: 'Singleton', parent });
singletonChild.bind(InMemoryOrderRepository).toSelf();
console.log(singletonChild.get(InMemoryOrderRepository) === singletonChild.get(InMemoryOrderRepository));
// prints: true
