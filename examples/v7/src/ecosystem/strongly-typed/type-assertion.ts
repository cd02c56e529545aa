import type { TypedContainer } from '@inversifyjs/strongly-typed';
import { Container } from 'inversify';

interface BindingMap {
  port: number;
}

// A type-only import: at run time this is a plain inversify Container
const container: TypedContainer<BindingMap> =
  new Container() as TypedContainer<BindingMap>;

container.bind('port').toConstantValue(8080);

const port: number = container.get('port');
console.log(`port ${port}`);
// prints: port 8080
