import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('AppConfig').toConstantValue('production');
console.log(container.get<string>('AppConfig'));
// prints: production
// restore() pops the last snapshot(): none was taken
container.restore();
// throws: No snapshot available to restore
