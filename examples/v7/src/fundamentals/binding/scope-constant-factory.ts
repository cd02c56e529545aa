import { Container, Factory, injectable } from 'inversify';

@injectable()
class Katana {}

// the default scope is transient...
const container: Container = new Container({ defaultScope: 'Transient' });
container.bind<{ name: string }>('Settings').toConstantValue({ name: 'dojo' });
container.bind<Factory<Katana>>('KatanaFactory').toFactory(() => (): Katana => new Katana());

// ...yet a constant value and a factory are the same value on every resolution
console.log(container.get('Settings') === container.get('Settings'));
// prints: true
console.log(container.get('KatanaFactory') === container.get('KatanaFactory'));
// prints: true
