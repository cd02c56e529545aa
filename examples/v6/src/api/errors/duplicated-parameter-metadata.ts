import { inject, injectable } from 'inversify';

console.log('declaring OrderService');
// prints: declaring OrderService

@injectable()
class OrderService {
  constructor(@inject('Clock') @inject('FixedClock') public readonly clock: unknown) {}
}
// throws: Metadata key was used more than once in a parameter: inject
