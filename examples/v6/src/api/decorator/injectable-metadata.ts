// #region metadata
// This file calls Reflect.getMetadata itself, so it imports the polyfill
// explicitly rather than relying on inversify's entry point to load it.
import 'reflect-metadata';
import { Container, injectable } from 'inversify';

class SystemClock {}

// TypeScript emits design:paramtypes only for classes that carry
// at least one decorator.
class PlainOrderService {
  constructor(public readonly clock: SystemClock) {}
}

@injectable()
class OrderService {
  constructor(public readonly clock: SystemClock) {}
}

console.log(Reflect.getMetadata('design:paramtypes', PlainOrderService));
// prints: undefined
console.log(Reflect.getMetadata('design:paramtypes', OrderService));
// prints: [ [class SystemClock] ]
// #endregion metadata

// #region missing
const container: Container = new Container();
container.bind(SystemClock).toSelf();
container.bind(PlainOrderService).toSelf();
container.bind(OrderService).toSelf();

// Without metadata the container sees a constructor with no parameters,
// so PlainOrderService is built without its clock and no error is raised.
console.log(container.get(PlainOrderService).clock);
// prints: undefined
console.log(container.get(OrderService).clock instanceof SystemClock);
// prints: true
// #endregion missing
