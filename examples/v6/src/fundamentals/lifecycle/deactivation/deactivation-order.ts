import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Katana {
  @preDestroy()
  public dispose(): void {
    console.log('preDestroy');
  }
}

const root: Container = new Container();
const child: Container = root.createChild();

child
  .bind(Katana)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('binding handler');
  });

root.onDeactivation(Katana, (): void => {
  console.log('root container handler');
});

child.onDeactivation(Katana, (): void => {
  console.log('child container handler');
});

child.get(Katana);
child.unbind(Katana);
// prints: child container handler
// prints: root container handler
// prints: binding handler
// prints: preDestroy
