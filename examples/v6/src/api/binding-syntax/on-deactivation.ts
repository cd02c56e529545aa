import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public sheathed: boolean = false;
}

const container: Container = new Container();

container
  .bind(Katana)
  .toSelf()
  .inSingletonScope() // deactivation only applies to singletons
  .onDeactivation((katana: Katana): void => {
    katana.sheathed = true;
  });

const katana: Katana = container.get(Katana);
container.unbind(Katana);

console.log(katana.sheathed);
// prints: true
