import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {}

const parent: Container = new Container({ defaultScope: 'Singleton' });
parent.bind(InMemoryOrderRepository).toSelf();

// inversify 6: createChild() copies the parent's options, defaultScope included
const child: Container = parent.createChild();
child.bind(InMemoryOrderRepository).toSelf();

console.log(`parent singleton ${parent.get(InMemoryOrderRepository) === parent.get(InMemoryOrderRepository)}`);
// prints: parent singleton true
console.log(`child singleton ${child.get(InMemoryOrderRepository) === child.get(InMemoryOrderRepository)}`);
// prints: child singleton true
