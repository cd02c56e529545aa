import { injectable } from 'inversify';

console.log('declaring OrderService');
// prints: declaring OrderService

@injectable()
@injectable()
class OrderService {}
// throws: Cannot apply @injectable decorator multiple times at class "OrderService"
