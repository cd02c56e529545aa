import 'reflect-metadata';
import { buildContainer } from './container';
import { Basket, Checkout } from './payments/checkout';
import { Gateway } from './payments/gateways';
import { REGION, TYPES } from './types';

const container = buildContainer();

console.log('invoice gateway bound:', container.isBoundNamed(TYPES.Gateway, 'invoice'));
console.log('wire gateway bound:', container.isBoundNamed(TYPES.Gateway, 'wire'));
console.log(container.getNamed<Gateway>(TYPES.Gateway, 'invoice').charge(1250));
console.log(container.getTagged<Gateway>(TYPES.Gateway, REGION, 'eu').charge(990));

const basket = container.get(Basket).add(1999).add(501);
const checkout = container.get(Checkout);
console.log(checkout.pay(basket.total(), false));
console.log(checkout.pay(basket.total(), true));
console.log('basket log:', basket.logger.lines.join('; '));
console.log('audit log:', checkout.audit.lines.join('; '));
