import { Container, type BindingActivation } from 'inversify';

const container: Container = new Container();

container.onActivation<string>('ShopName', (_context, name) => name.toUpperCase());
container.onActivation<string>('ShopName', (_context, name) => `${name}!`);
container.bind<string>('ShopName').toConstantValue('example shop');

// inversify 8: ResolutionContext.getActivations(serviceIdentifier) lists the
// activation handlers registered on the container for that identifier
container.bind<string>('Report').toDynamicValue((context) => {
  const activations: Iterable<BindingActivation<string>> | undefined =
    context.getActivations<string>('ShopName');
  const count: number = activations === undefined ? 0 : [...activations].length;
  const none: boolean = context.getActivations('Currency') === undefined;

  return `${count} activations for ShopName, none for Currency: ${none}`;
});

console.log(container.get<string>('ShopName'));
// prints: EXAMPLE SHOP!
console.log(container.get<string>('Report'));
// prints: 2 activations for ShopName, none for Currency: true
