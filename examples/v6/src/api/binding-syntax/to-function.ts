import { Container } from 'inversify';

type DamageFormula = (base: number) => number;

const container: Container = new Container();

// toFunction binds the function itself; it is not called by the container.
container.bind<DamageFormula>('DamageFormula').toFunction((base: number): number => base * 2);

const formula: DamageFormula = container.get<DamageFormula>('DamageFormula');
console.log(formula(10));
// prints: 20
