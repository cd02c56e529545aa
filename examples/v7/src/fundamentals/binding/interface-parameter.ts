import { Container, injectable } from 'inversify';

interface Mailer {
  send(to: string, text: string): void;
}

@injectable()
class OrderService {
  // no @inject(): the emitted metadata says Object, not Mailer
  constructor(public readonly mailer: Mailer) {}
}

const container: Container = new Container();

try {
  container.bind(OrderService).toSelf();
} catch (error: unknown) {
  // binding the class already fails: the parameter has no usable metadata
  console.log((error as Error).message.split('\n')[0]);
  // prints: Found unexpected missing metadata on type "OrderService". "OrderService" constructor requires at least 1 arguments, found 0 instead.
}
