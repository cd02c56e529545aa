import { BindingConstraints, Container, inject, injectable, named } from 'inversify';

@injectable()
class CheckoutService {
  constructor(@inject('LogChannel') public readonly logChannel: string) {}
}

@injectable()
class OrderService {
  constructor(@inject('LogChannel') public readonly logChannel: string) {}
}

@injectable()
class ShopFacade {
  constructor(
    @inject(OrderService) @named('priority') public readonly priorityOrders: OrderService,
    @inject(OrderService) public readonly orders: OrderService,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind(OrderService).toSelf();
container.bind(ShopFacade).toSelf();

// The parent is the service whose construction requested 'LogChannel'
container.bind<string>('LogChannel').toConstantValue('checkout.log').whenParentIs(CheckoutService);
// The parent OrderService was itself requested with the name 'priority'
container.bind<string>('LogChannel').toConstantValue('priority-orders.log').whenParentNamed('priority');
// Any OrderService that was not requested as 'priority'
container
  .bind<string>('LogChannel')
  .toConstantValue('orders.log')
  .whenParent(
    (parent: BindingConstraints): boolean => parent.serviceIdentifier === OrderService && parent.name !== 'priority',
  );
// Only when 'LogChannel' is requested directly from the container (no parent at all)
container
  .bind<string>('LogChannel')
  .toConstantValue('console')
  .whenNoParent(() => true);

const shop: ShopFacade = container.get(ShopFacade);
console.log(container.get(CheckoutService).logChannel);
// prints: checkout.log
console.log(shop.priorityOrders.logChannel, shop.orders.logChannel);
// prints: priority-orders.log orders.log
console.log(container.get<string>('LogChannel'));
// prints: console
