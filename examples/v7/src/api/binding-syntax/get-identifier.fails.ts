import { Container } from 'inversify';

const container: Container = new Container();

// BindToFluentSyntax has no getIdentifier: the binding has no target yet
// expect-error: TS2339
container.bind<string>('DiscountRule').getIdentifier();
