import { Container, injectable, interfaces } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  public readonly name: string = 'order repository';
}

@injectable()
class SmtpMailer {
  public readonly name: string = 'mailer';
}

const ORDERS = { OrderRepository: Symbol.for('OrderRepository') };
const NOTIFICATIONS = { Mailer: Symbol.for('Mailer') };

const ordersContainer: Container = new Container({ defaultScope: 'Singleton' });
ordersContainer.bind<InMemoryOrderRepository>(ORDERS.OrderRepository).to(InMemoryOrderRepository);
let activations: number = 0;
ordersContainer.onActivation<InMemoryOrderRepository>(
  ORDERS.OrderRepository,
  (context: interfaces.Context, repository: InMemoryOrderRepository): InMemoryOrderRepository => {
    activations += 1;
    return repository;
  },
);

const notificationsContainer: Container = new Container();
notificationsContainer.bind<SmtpMailer>(NOTIFICATIONS.Mailer).to(SmtpMailer);

// A new container holding copies of the bindings of both.
const appContainer: interfaces.Container = Container.merge(ordersContainer, notificationsContainer);

console.log(appContainer.get<InMemoryOrderRepository>(ORDERS.OrderRepository).name);
// prints: order repository
console.log(appContainer.get<SmtpMailer>(NOTIFICATIONS.Mailer).name);
// prints: mailer
console.log(ordersContainer.isBound(NOTIFICATIONS.Mailer));
// prints: false

// Only bindings are copied: the merged container has default options and no
// container-level handlers.
console.log(appContainer.options.defaultScope, activations);
// prints: Transient 0
