import { decorate, injectable } from 'inversify';

@injectable()
class OrderService {}

console.log('decorating OrderService again');
// prints: decorating OrderService again
// a second @injectable, here added by decorate() as a library might do
decorate(injectable(), OrderService);
// throws: Cannot apply @injectable decorator multiple times at class "OrderService"
