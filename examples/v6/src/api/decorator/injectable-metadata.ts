// #region metadata
// This file calls Reflect.getMetadata itself, so it imports the polyfill
// explicitly rather than relying on inversify's entry point to load it.
import 'reflect-metadata';
import { Container, injectable } from 'inversify';

class Katana {}

// TypeScript emits design:paramtypes only for classes that carry
// at least one decorator.
class PlainNinja {
  constructor(public readonly katana: Katana) {}
}

@injectable()
class Ninja {
  constructor(public readonly katana: Katana) {}
}

console.log(Reflect.getMetadata('design:paramtypes', PlainNinja));
// prints: undefined
console.log(Reflect.getMetadata('design:paramtypes', Ninja));
// prints: [ [class Katana] ]
// #endregion metadata

// #region missing
const container: Container = new Container();
container.bind(Katana).toSelf();
container.bind(PlainNinja).toSelf();
container.bind(Ninja).toSelf();

// Without metadata the container sees a constructor with no parameters,
// so PlainNinja is built without its Katana and no error is raised.
console.log(container.get(PlainNinja).katana);
// prints: undefined
console.log(container.get(Ninja).katana instanceof Katana);
// prints: true
// #endregion missing
