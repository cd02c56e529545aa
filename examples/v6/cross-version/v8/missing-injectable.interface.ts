// The interface case of examples/v8/src/api/errors/missing-injectable.ts: an @injectable() class whose parameter is
// typed with an interface and has no @inject.
import { Container, injectable } from 'inversify';

interface Logger {
  log(message: string): void;
}

@injectable()
class OrderService {
  constructor(public readonly logger: Logger) {}
}

const container: Container = new Container();
container.bind(OrderService).toSelf();
console.log('bound');
container.get(OrderService);
