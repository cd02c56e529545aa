import { Container, inject, injectable } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

@injectable()
class OrderService {
  constructor(@inject(SystemClock) public readonly clock: SystemClock) {}
}

// #region container-option
const container: Container = new Container({ autobind: true });

// with the container option, isBound answers true before any request
console.log(container.isBound(OrderService));
// prints: true

// neither OrderService nor SystemClock is bound: both are bound to themselves on demand
const orders: OrderService = container.get(OrderService);
console.log(orders.clock.zone);
// prints: UTC

// the binding made on demand follows @injectable(scope), like bind(Class).toSelf()
@injectable('Singleton')
class InMemoryOrderRepository {}
console.log(container.get(InMemoryOrderRepository) === container.get(InMemoryOrderRepository));
// prints: true

// a manual binding wins: autobind only applies to classes that have none
const manual: Container = new Container({ autobind: true });
manual.bind(SystemClock).toConstantValue(Object.assign(new SystemClock(), { zone: 'Europe/Madrid' }));
console.log(manual.get(OrderService).clock.zone);
// prints: Europe/Madrid
// #endregion container-option

// #region get-option
const strict: Container = new Container();

console.log(strict.isBound(SystemClock));
// prints: false
console.log(strict.get(SystemClock, { autobind: true }).zone);
// prints: UTC
// the binding created on demand stays in the container
console.log(strict.isBound(SystemClock));
// prints: true

// and unbind removes it like any other binding
strict.unbind(SystemClock);
console.log(strict.isBound(SystemClock));
// prints: false
// #endregion get-option
