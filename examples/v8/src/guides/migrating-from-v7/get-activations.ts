import { Container, type BindingActivation } from 'inversify';

const container: Container = new Container();

container.onActivation<string>('Weapon', (_context, weapon) => weapon.toUpperCase());
container.onActivation<string>('Weapon', (_context, weapon) => `${weapon}!`);
container.bind<string>('Weapon').toConstantValue('katana');

// inversify 8: ResolutionContext.getActivations(serviceIdentifier) lists the
// activation handlers registered on the container for that identifier
container.bind<string>('Report').toDynamicValue((context) => {
  const activations: Iterable<BindingActivation<string>> | undefined =
    context.getActivations<string>('Weapon');
  const count: number = activations === undefined ? 0 : [...activations].length;
  const none: boolean = context.getActivations('Armor') === undefined;

  return `${count} activations for Weapon, none for Armor: ${none}`;
});

console.log(container.get<string>('Weapon'));
// prints: KATANA!
console.log(container.get<string>('Report'));
// prints: 2 activations for Weapon, none for Armor: true
