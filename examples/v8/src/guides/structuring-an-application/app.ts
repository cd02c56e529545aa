import { Container } from 'inversify';

import { type AppConfig, CONFIG, DATABASE, type Database } from './contracts.js';
import { databaseModule } from './database-module.js';
import { mailModule } from './mail-module.js';
import { OrderService, ordersModule } from './orders-module.js';

// #region root
export interface App {
  readonly orders: OrderService;
  shutdown(): Promise<void>;
}

// The composition root: the only place that creates the container and asks it for services.
export async function createApp(config: AppConfig): Promise<App> {
  const container: Container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  // load() is synchronous in 8.x: these modules register bindings and return
  container.load(databaseModule, mailModule, ordersModule);

  // Connect now, so a wrong DATABASE_URL fails the start-up rather than the first request.
  await container.getAsync<Database>(DATABASE);
  const orders: OrderService = await container.getAsync(OrderService);

  return {
    orders,
    // Removing the bindings runs their deactivation handlers: the database connection is closed.
    // The handler returns a Promise, so the Async variant is the one that can wait for it.
    shutdown: () => container.unbindAllAsync(),
  };
}
// #endregion root
