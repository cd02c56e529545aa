import { Container } from 'inversify';

const container: Container = new Container();

// inversify 6: getAll() throws when nothing is bound to the identifier
try {
  container.getAll<string>('DiscountRule');
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: No matching bindings found for serviceIdentifier: DiscountRule
}

// inversify 6: tryGetAll() returned an empty array instead
console.log(container.tryGetAll<string>('DiscountRule').length);
// prints: 0
