import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {
    console.log('preDestroy');
  }
}

const root: Container = new Container();
const child: Container = root.createChild();

child
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('binding handler');
  });

root.onDeactivation(Database, (): void => {
  console.log('root container handler');
});

child.onDeactivation(Database, (): void => {
  console.log('child container handler');
});

child.get(Database);
child.unbind(Database);
// prints: child container handler
// prints: root container handler
// prints: binding handler
// prints: preDestroy
