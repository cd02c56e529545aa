// The static property case of examples/v6/src/api/errors/invalid-decorator-target.ts: @inject on a static property.
import { Container, inject, injectable } from 'inversify';

@injectable()
class OrderService {
  @inject('Clock')
  public static clock: unknown;
}

const container: Container = new Container();
container.bind('Clock').toConstantValue({});
container.bind(OrderService).toSelf();
container.get(OrderService);
console.log(OrderService.clock);
