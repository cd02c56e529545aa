import { Container, injectable, preDestroy } from 'inversify';

@injectable()
class Session {
  @preDestroy()
  public close(): void {}
}

@injectable()
class Report {}

const container: Container = new Container();
// Both bindings are transient (the default scope): the container keeps no
// reference to their values, so it could never deactivate them.
container.bind(Session).toSelf();
container.bind(Report).toSelf().onDeactivation((): void => {});

for (const id of [Session, Report]) {
  try {
    container.get(id);
  } catch (error: unknown) {
    console.log((error as Error).message);
  }
}
// prints: @preDestroy error in class Session: Class cannot be instantiated in transient scope.
// prints: onDeactivation() error in class Report: Class cannot be instantiated in transient scope.
