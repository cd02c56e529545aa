import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Katana {
  @preDestroy()
  public store(): void {
    console.log('@preDestroy');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

parent.onDeactivation(Katana, (): void => {
  console.log('parent container handler');
});
child.onDeactivation(Katana, (): void => {
  console.log('child container handler');
});
child
  .bind(Katana)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('binding handler');
  });

child.get(Katana);

// inversify 8: the instance first, then the binding, then the containers
// (inversify 6 ran the same four in the opposite order)
child.unbind(Katana);
// prints: @preDestroy
// prints: binding handler
// prints: child container handler
// prints: parent container handler
