import {
  TypedContainer,
  type TypedInject,
  type TypedMultiInject,
} from '@inversifyjs/strongly-typed';
import { inject, injectable, multiInject } from 'inversify';

interface Weapon {
  readonly name: string;
}

interface BindingMap {
  ninja: Ninja;
  shout: string;
  weapon: Weapon;
}

const $inject = inject as TypedInject<BindingMap>;
const $multiInject = multiInject as TypedMultiInject<BindingMap>;

@injectable()
class Ninja {
  // Property injection: the property type must match the map entry
  @$inject('shout')
  public readonly shout!: string;

  // Constructor injection: the parameter type must match the map entry
  constructor(
    @$inject('weapon') public readonly mainWeapon: Weapon,
    @$multiInject('weapon') public readonly allWeapons: Weapon[],
  ) {}
}

const container: TypedContainer<BindingMap> = new TypedContainer<BindingMap>();
container.bind('weapon').toConstantValue({ name: 'katana' });
container.bind('shout').toConstantValue('hai!');
container.bind('ninja').to(Ninja);

const ninja: Ninja = container.get('ninja');
console.log(`${ninja.shout} ${ninja.mainWeapon.name} x${ninja.allWeapons.length}`);
// prints: hai! katana x1
