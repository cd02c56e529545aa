import { Container, ContainerModule, interfaces } from 'inversify';

const container: Container = new Container();
container.bind<string>('SmtpHost').toConstantValue('smtp.example.com');

// A module that replaces an existing binding with rebind...
const testModule: ContainerModule = new ContainerModule(
  (bind: interfaces.Bind, unbind: interfaces.Unbind, isBound: interfaces.IsBound, rebind: interfaces.Rebind) => {
    rebind<string>('SmtpHost').toConstantValue('localhost');
  },
);

container.load(testModule);
console.log(container.get<string>('SmtpHost'));
// prints: localhost

// ...owns the new binding, so unloading removes it. The original binding is not
// restored: rebind had already removed it.
container.unload(testModule);
console.log(container.isBound('SmtpHost'));
// prints: false
