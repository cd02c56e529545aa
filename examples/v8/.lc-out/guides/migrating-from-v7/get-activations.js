import { Container } from 'inversify';
const container = new Container();
container.onActivation('Weapon', (_context, weapon) => weapon.toUpperCase());
container.onActivation('Weapon', (_context, weapon) => `${weapon}!`);
container.bind('Weapon').toConstantValue('katana');
// inversify 8: ResolutionContext.getActivations(serviceIdentifier) lists the
// activation handlers registered on the container for that identifier
container.bind('Report').toDynamicValue((context) => {
    const activations = context.getActivations('Weapon');
    const count = activations === undefined ? 0 : [...activations].length;
    const none = context.getActivations('Armor') === undefined;
    return `${count} activations for Weapon, none for Armor: ${none}`;
});
console.log(container.get('Weapon'));
// prints: KATANA!
console.log(container.get('Report'));
// prints: 2 activations for Weapon, none for Armor: true
