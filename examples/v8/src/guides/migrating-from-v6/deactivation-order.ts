import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {
    console.log('@preDestroy');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

parent.onDeactivation(Database, (): void => {
  console.log('parent container handler');
});
child.onDeactivation(Database, (): void => {
  console.log('child container handler');
});
child
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('binding handler');
  });

child.get(Database);

// inversify 8: the instance first, then the binding, then the containers
// (inversify 6 ran the same four in the opposite order)
child.unbind(Database);
// prints: @preDestroy
// prints: binding handler
// prints: child container handler
// prints: parent container handler
