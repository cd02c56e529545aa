import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {
    console.log('1. @preDestroy');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

parent.onDeactivation(Database, (): void => {
  console.log('4. parent container handler');
});

// The binding lives in the child container.
child
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('2. binding handler');
  });

child.onDeactivation(Database, (): void => {
  console.log('3. child container handler');
});

child.get(Database);
child.unbind(Database);
// prints: 1. @preDestroy
// prints: 2. binding handler
// prints: 3. child container handler
// prints: 4. parent container handler
