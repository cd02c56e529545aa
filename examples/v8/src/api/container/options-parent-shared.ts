import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly createdAt: number = performance.now();
}

@injectable()
class InMemoryOrderRepository {}

const parent: Container = new Container({ autobind: true, defaultScope: 'Singleton' });
parent.bind(SystemClock).toSelf();

const child: Container = new Container({ parent });
child.bind('RequestClock').to(SystemClock);

// The child's own binding does not take the parent's defaultScope: it is transient.
console.log(child.get('RequestClock') === child.get('RequestClock'));
// prints: false

// A binding of the parent keeps the parent's scope, whichever container resolves it:
// the child and the parent share one singleton.
console.log(child.get(SystemClock) === parent.get(SystemClock));
// prints: true

// A class nobody bound is autobound by the parent, even when the request comes through the child:
// the new binding lives in the parent, with the parent's defaultScope.
const repository: InMemoryOrderRepository = child.get(InMemoryOrderRepository);
console.log(parent.isBound(InMemoryOrderRepository), child.isCurrentBound(InMemoryOrderRepository));
// prints: true false
console.log(repository === child.get(InMemoryOrderRepository));
// prints: true
