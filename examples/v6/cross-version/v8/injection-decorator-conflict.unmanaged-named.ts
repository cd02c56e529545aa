// The @unmanaged with @named, @tagged or @optional case of examples/v8/src/api/errors/injection-decorator-conflict.ts
// in 6.x.
import { Container, injectable, named, optional, tagged, unmanaged } from 'inversify';

@injectable()
class CheckoutService {
  constructor(
    @unmanaged() @named('card') public readonly gateway: unknown,
    @unmanaged() @tagged('region', 'eu') public readonly region: unknown,
    @unmanaged() @optional() public readonly audit: unknown,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
console.log(container.get(CheckoutService).gateway);
