import { Container } from 'inversify';

const divisor: symbol = Symbol.for('Divisor');

const container: Container = new Container();
container.bind<number>(divisor).toConstantValue(2).whenTargetNamed('even');
container.bind<number>(divisor).toConstantValue(3).whenTargetTagged('multiple', 3);

console.log(container.isBoundNamed(divisor, 'even'), container.isBoundNamed(divisor, 'odd'));
// prints: true false
console.log(container.isBoundTagged(divisor, 'multiple', 3), container.isBoundTagged(divisor, 'multiple', 5));
// prints: true false
