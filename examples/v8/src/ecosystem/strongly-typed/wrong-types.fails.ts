import { TypedContainer } from '@inversifyjs/strongly-typed';

interface BindingMap {
  greeting: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();

// expect-error: TS2345
container.bind('greeting').toConstantValue(42);

// expect-error: TS2322
const greeting: number = container.get('greeting');

// An identifier that is not in the map is rejected as well
// expect-error: TS2345
container.get('farewell');
