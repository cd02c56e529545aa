import { type BindingConstraints, Container, inject, injectable, named } from 'inversify';

@injectable()
class CheckoutService {
  constructor(@inject('Logger') public readonly logger: string) {}
}

@injectable()
class OrderService {
  constructor(@inject('Logger') public readonly logger: string) {}
}

@injectable()
class ShopApp {
  constructor(
    @inject(OrderService) @named('admin') public readonly admin: OrderService,
    @inject(OrderService) public readonly storefront: OrderService,
  ) {}
}

const container: Container = new Container();
container.bind(CheckoutService).toSelf();
container.bind(OrderService).toSelf();
container.bind(ShopApp).toSelf();

// The parent is the service whose construction requested 'Logger'
container.bind<string>('Logger').toConstantValue('checkout log').whenParentIs(CheckoutService);
// The parent OrderService was itself requested with the name 'admin'
container.bind<string>('Logger').toConstantValue('audit log').whenParentNamed('admin');
// Any OrderService that was not requested as 'admin'
container
  .bind<string>('Logger')
  .toConstantValue('order log')
  .whenParent(
    (parent: BindingConstraints): boolean => parent.serviceIdentifier === OrderService && parent.name !== 'admin',
  );
// Only when 'Logger' is requested directly from the container (no parent at all)
container
  .bind<string>('Logger')
  .toConstantValue('console log')
  .whenNoParent(() => true);

const app: ShopApp = container.get(ShopApp);
console.log(container.get(CheckoutService).logger);
// prints: checkout log
console.log(app.admin.logger, app.storefront.logger);
// prints: audit log order log
console.log(container.get<string>('Logger'));
// prints: console log
