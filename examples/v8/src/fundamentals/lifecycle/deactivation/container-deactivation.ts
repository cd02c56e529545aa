import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();
container.bind(Katana).toSelf().inSingletonScope();

// A container-level handler: it runs when a cached Katana is unbound.
container.onDeactivation(Katana, (katana: Katana): void => {
  console.log(`deactivating a katana with damage ${katana.damage}`);
});

container.get(Katana); // creates and caches the singleton

// In 8.x, unbind is synchronous: the handler has run when it returns.
container.unbind(Katana);
console.log(`bound after unbind: ${container.isBound(Katana)}`);
// prints: deactivating a katana with damage 10
// prints: bound after unbind: false
