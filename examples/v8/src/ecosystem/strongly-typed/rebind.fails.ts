import { TypedContainer } from '@inversifyjs/strongly-typed';

interface BindingMap {
  greeting: string;
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();
container.bind('greeting').toConstantValue('hello');

// rebindAsync() returns a Promise, which has no toConstantValue()
// expect-error: TS2339
container.rebindAsync('greeting').toConstantValue('hi');
