import { Container } from 'inversify';

import { AppConfig, CONFIG, DATABASE, Database } from './contracts';
import { databaseModule } from './database-module';
import { mailModule } from './mail-module';
import { OrderService, ordersModule } from './orders-module';

// #region root
export interface App {
  readonly orders: OrderService;
  shutdown(): Promise<void>;
}

// The composition root: the only place that creates the container and asks it for services.
export async function createApp(config: AppConfig): Promise<App> {
  const container: Container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  await container.load(databaseModule, mailModule, ordersModule);

  // Connect now, so a wrong DATABASE_URL fails the start-up rather than the first request.
  await container.getAsync<Database>(DATABASE);
  const orders: OrderService = await container.getAsync(OrderService);

  return {
    orders,
    // Removing the bindings runs their deactivation handlers: the database connection is closed.
    shutdown: () => container.unbindAll(),
  };
}
// #endregion root
