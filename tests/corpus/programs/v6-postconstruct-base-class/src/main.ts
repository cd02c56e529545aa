import 'reflect-metadata';
import { Container } from 'inversify';
import { Logger } from './core/logger';
import { TYPES } from './core/types';
import { OrderService, RefundService } from './orders/order-service';

const container = new Container();
container.bind(TYPES.Logger).to(Logger).inSingletonScope();
container.bind(TYPES.TaxRate).toConstantValue(0.2);
container.bind(TYPES.OrderService).to(OrderService);
container.bind(TYPES.RefundService).to(RefundService);

const orders = container.get<OrderService>(TYPES.OrderService);
const refunds = container.get<RefundService>(TYPES.RefundService);
const total = orders.place(100) + orders.place(250);
refunds.refund(120);
console.log('total charged:', total);
