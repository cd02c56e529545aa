import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Database {
  @preDestroy()
  public close(): void {}
}

@injectable()
class SmtpMailer {}

const container: Container = new Container();
// Both bindings are transient (the default scope): the container keeps no
// reference to their values, so it could never deactivate them.
container.bind(Database).toSelf();
container.bind(SmtpMailer).toSelf().onDeactivation((): void => {});

for (const id of [Database, SmtpMailer]) {
  try {
    container.get(id);
  } catch (error: unknown) {
    console.log((error as Error).message);
  }
}
// prints: @preDestroy error in class Database: Class cannot be instantiated in transient scope.
// prints: onDeactivation() error in class SmtpMailer: Class cannot be instantiated in transient scope.

// A binding to a value is not checked: its handler is accepted, and never runs.
container
  .bind('Clock')
  .toDynamicValue(() => ({ now: (): number => Date.now() }))
  .onDeactivation((): void => {
    console.log('never printed');
  });
container.get('Clock');
container.unbind('Clock');
console.log(container.isBound('Clock'));
// prints: false
