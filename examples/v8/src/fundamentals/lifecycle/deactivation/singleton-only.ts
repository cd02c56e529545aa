import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Shuriken {
  @preDestroy()
  public store(): void {
    console.log('storing a shuriken');
  }
}

@injectable()
class Katana {
  @preDestroy()
  public store(): void {
    console.log('storing the katana');
  }
}

const container: Container = new Container();
container.bind(Shuriken).toSelf().inTransientScope();
container.bind(Katana).toSelf().inSingletonScope();

container.get(Shuriken);
container.get(Katana);

// The container keeps no transient value, so nothing is deactivated.
container.unbind(Shuriken);
console.log('Shuriken unbound');

// The cached singleton is deactivated.
container.unbind(Katana);
console.log('Katana unbound');
// prints: Shuriken unbound
// prints: storing the katana
// prints: Katana unbound
