import { ContainerModule, Container, inject, injectable, interfaces, named } from 'inversify';

interface Weapon {
  name: string;
}

@injectable()
class Katana implements Weapon {
  public readonly name: string = 'katana';
}

@injectable()
class Shuriken implements Weapon {
  public readonly name: string = 'shuriken';
}

@injectable()
class Ninja {
  constructor(
    @inject('Weapon') @named('Melee') public readonly katana: Weapon,
    @inject('Weapon') @named('Ranged') public readonly shuriken: Weapon,
  ) {}
}

// A module may use only the parameters it needs...
const warriors: ContainerModule = new ContainerModule((bind: interfaces.Bind) => {
  bind<Ninja>('Ninja').to(Ninja);
});

// ...or all seven of them.
const weapons: ContainerModule = new ContainerModule(
  (
    bind: interfaces.Bind,
    unbind: interfaces.Unbind,
    isBound: interfaces.IsBound,
    rebind: interfaces.Rebind,
    unbindAsync: interfaces.UnbindAsync,
    onActivation: interfaces.Container['onActivation'],
    onDeactivation: interfaces.Container['onDeactivation'],
  ) => {
    bind<Weapon>('Weapon').to(Katana).whenTargetNamed('Melee');
    bind<Weapon>('Weapon').to(Shuriken).whenTargetNamed('Ranged');

    console.log(isBound('Weapon'));
    // prints: true
  },
);

const container: Container = new Container();
container.load(warriors, weapons);

const ninja: Ninja = container.get<Ninja>('Ninja');
console.log(ninja.katana.name, ninja.shuriken.name);
// prints: katana shuriken
