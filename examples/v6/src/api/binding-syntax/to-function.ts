import { Container } from 'inversify';

type PriceFormula = (total: number) => number;

const container: Container = new Container();

// toFunction binds the function itself; it is not called by the container.
container.bind<PriceFormula>('PriceFormula').toFunction((total: number): number => total * 0.9);

const discounted: PriceFormula = container.get<PriceFormula>('PriceFormula');
console.log(discounted(100));
// prints: 90
