import { Container, injectable } from 'inversify';

@injectable()
class Shuriken {}

@injectable()
class Katana {}

const container: Container = new Container();
container.bind(Shuriken).toSelf().inTransientScope();
container.bind(Katana).toSelf().inSingletonScope();

container.onActivation(Shuriken, (_context, shuriken: Shuriken): Shuriken => {
  console.log('activating a Shuriken');
  return shuriken;
});
container.onActivation(Katana, (_context, katana: Katana): Katana => {
  console.log('activating the Katana');
  return katana;
});

// Transient: a new value, so the handler runs on every resolution.
container.get(Shuriken);
container.get(Shuriken);
// Singleton: the activated value is cached, so the handler runs once.
container.get(Katana);
container.get(Katana);
// prints: activating a Shuriken
// prints: activating a Shuriken
// prints: activating the Katana
