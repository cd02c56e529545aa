import { Container } from 'inversify';

const weaponId: symbol = Symbol.for('Weapon');

const parent: Container = new Container();
parent.bind<string>(weaponId).toConstantValue('katana').whenNamed('melee');
parent
  .bind<string>(weaponId)
  .toConstantValue('shuriken')
  .whenTagged('range', 'long');

const child: Container = new Container({ parent });

// #region is-bound
// every binding has a constraint, and none matches a request without a name or tag
console.log(parent.isBound(weaponId));
// prints: false
console.log(parent.isBound(weaponId, { name: 'melee' }));
// prints: true
console.log(parent.isBound(weaponId, { name: 'ranged' }));
// prints: false
console.log(parent.isBound(weaponId, { tag: { key: 'range', value: 'long' } }));
// prints: true
console.log(parent.isBound(Symbol.for('Armor')));
// prints: false
// #endregion is-bound

// #region is-current-bound
// isBound looks at the ancestors, isCurrentBound does not
console.log(child.isBound(weaponId, { name: 'melee' }));
// prints: true
console.log(child.isCurrentBound(weaponId, { name: 'melee' }));
// prints: false
// #endregion is-current-bound
