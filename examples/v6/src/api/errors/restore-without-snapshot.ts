import { Container } from 'inversify';

const container: Container = new Container();
container.bind('AppConfig').toConstantValue({ currency: 'EUR' });

console.log(container.isBound('AppConfig'));
// prints: true

// restore() without an earlier snapshot().
container.restore();
// throws: No snapshot available to restore.
