import { Container } from 'inversify';
import { Clock } from './clock.js';
import { InvoiceService, TAX_RATE } from './invoice.js';

const container = new Container();
container.bind(Clock).toSelf().inSingletonScope();
container.bind(TAX_RATE).toConstantValue(0.2);
container.bind(InvoiceService).toSelf();

console.log(container.get(InvoiceService).total(100));
console.log(container.get(InvoiceService).total(19.99));
