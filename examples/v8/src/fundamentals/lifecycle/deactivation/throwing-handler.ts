import { Container, injectable } from 'inversify';

@injectable()
class Connection {}

const container: Container = new Container();
container.bind(Connection).toSelf().inSingletonScope();
container.onDeactivation(Connection, (): void => {
  throw new Error('flush failed');
});

container.get(Connection);

// The error of a deactivation handler reaches the call that triggered it
try {
  container.unbind(Connection);
} catch (error: unknown) {
  console.log(`unbind threw: ${(error as Error).message}`);
}
// prints: unbind threw: flush failed

// and the binding was not removed
console.log(`still bound: ${container.isBound(Connection)}`);
// prints: still bound: true
