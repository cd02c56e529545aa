import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const container: Container = new Container();
container.bind(Katana).toSelf().inSingletonScope();

container.onDeactivation(Katana, (katana: Katana): void => {
  console.log(`deactivating a katana with damage ${katana.damage}`);
});

// A singleton must have been resolved once to be deactivated.
container.get(Katana);

container.unbind(Katana);
// prints: deactivating a katana with damage 10
console.log(container.isBound(Katana));
// prints: false
