import { Container } from 'inversify';
import { EventBus } from './bus.js';
import { Orders, Shipping } from './orders.js';

const container = new Container();
container.bind(EventBus).toSelf().inSingletonScope();
container.bind(Orders).toSelf();
container.bind(Shipping).toSelf().inSingletonScope();

container.get(Shipping);
const orders = container.get(Orders);
orders.place('lamp');
orders.place('desk');
