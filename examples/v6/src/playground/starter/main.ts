import { Container } from 'inversify';

import { ConsoleLogger, LOGGER, Logger } from './logger.js';
import { OrderRepository, OrderService } from './order-service.js';

// The bindings say which class the container builds for each service identifier.
const container: Container = new Container();
// One ConsoleLogger for the whole container: the repository and the service share it.
container.bind<Logger>(LOGGER).to(ConsoleLogger).inSingletonScope();
container.bind(OrderRepository).toSelf();
container.bind(OrderService).toSelf();

// Asking for the root builds what it needs first: the logger, the repository, then the service.
const orders: OrderService = container.get(OrderService);

orders.place('ada@example.com', 'keyboard');
// prints: [1] saved order 1: keyboard
// prints: [2] order 1 placed for ada@example.com
