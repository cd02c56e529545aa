import { Container } from 'inversify';
import { Cart } from './cart';
import { codes, Discounts, DISCOUNTS } from './discounts';

const container = new Container();
container.bind<Discounts>(DISCOUNTS).toConstantValue(codes);
container.bind(Cart).toSelf();

console.log(container.get(Cart).add('mug', 8).add('tea', 12).checkout());
console.log(container.get(Cart).add('mug', 8).add('tea', 12).checkout('SPRING10'));
