import { inject, injectable } from 'inversify';

// Stands for an identifier imported from a module that is still loading (a circular import).
const TYPES: { Clock?: symbol } = {};

console.log(TYPES.Clock);
// prints: undefined

@injectable()
class OrderService {
  constructor(@inject(TYPES.Clock as symbol) public readonly clock: unknown) {}
}
// throws: @inject called with undefined this could mean that the class OrderService has a circular dependency problem. You can use a LazyServiceIdentifer to overcome this limitation.
