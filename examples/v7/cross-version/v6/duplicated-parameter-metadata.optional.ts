// The @optional() case of examples/v6/src/api/errors/duplicated-parameter-metadata.ts: the decorator repeated on one
// parameter.
import { inject, injectable, optional } from 'inversify';

console.log('declaring OrderService');
@injectable()
class OrderService {
  constructor(@inject('Clock') @optional() @optional() public readonly clock: unknown) {}
}
console.log(OrderService.name);
