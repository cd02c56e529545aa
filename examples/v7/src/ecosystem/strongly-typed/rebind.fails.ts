import { TypedContainer } from '@inversifyjs/strongly-typed';

interface BindingMap {
  greeting: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();
container.bind('greeting').toConstantValue('hello');

// In 7.x rebind() returns a Promise, which has no toConstantValue()
// expect-error: TS2339
container.rebind('greeting').toConstantValue('hi');
