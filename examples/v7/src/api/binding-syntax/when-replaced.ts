import { Container } from 'inversify';

const container: Container = new Container();

container
  .bind<string>('Weapon')
  .toConstantValue('katana')
  .whenNamed('melee')
  .onActivation((_context, weapon: string): string => weapon.toUpperCase())
  // onActivation returns the "when" step again, but a second constraint
  // replaces the first one instead of adding to it
  .whenNamed('duel');

console.log(container.isBound('Weapon', { name: 'melee' }));
// prints: false
console.log(container.get<string>('Weapon', { name: 'duel' }));
// prints: KATANA
