// The @named() case of examples/v6/src/api/errors/duplicated-parameter-metadata.ts: the decorator repeated on one
// parameter.
import { inject, injectable, named } from 'inversify';

console.log('declaring OrderService');
@injectable()
class OrderService {
  constructor(@inject('Clock') @named('system') @named('fixed') public readonly clock: unknown) {}
}
console.log(OrderService.name);
