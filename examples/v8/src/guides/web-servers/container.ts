import { Container } from 'inversify';

import { OrderService, PlaceOrder, StockService, UnitOfWork, Warehouse } from './orders.js';

// #region container
export function buildContainer(stock: Record<string, number>): Container {
  const container: Container = new Container();
  container.bind(Warehouse).toConstantValue(new Warehouse(stock));
  // one UnitOfWork per resolution: everything built by one container.get() call shares it
  container.bind(UnitOfWork).toSelf().inRequestScope();
  container.bind(OrderService).toSelf();
  container.bind(StockService).toSelf();
  container.bind(PlaceOrder).toSelf();
  return container;
}
// #endregion container
