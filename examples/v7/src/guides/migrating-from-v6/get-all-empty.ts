import { Container } from 'inversify';

const container: Container = new Container();

// inversify 7: getAll() returns an empty array when nothing is bound to the identifier
console.log(container.getAll<string>('DiscountRule').length);
// prints: 0

// code that caught the v6 error to detect "no rules" can test the length instead
const rules: string[] = container.getAll<string>('DiscountRule');
console.log(rules.length === 0 ? 'no discount applies' : rules.join(', '));
// prints: no discount applies
