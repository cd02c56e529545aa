import {
  Container,
  ContainerModule,
  ContainerModuleLoadOptions,
  inject,
  injectable,
  named,
} from 'inversify';

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
    @inject('Weapon') @named('melee') public readonly melee: Weapon,
    @inject('Weapon') @named('ranged') public readonly ranged: Weapon,
  ) {}
}

const warriors: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(Ninja).toSelf();
  },
);

const weapons: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<Weapon>('Weapon').to(Katana).whenNamed('melee');
    options.bind<Weapon>('Weapon').to(Shuriken).whenNamed('ranged');
  },
);

const container: Container = new Container();

async function main(): Promise<void> {
  await container.load(warriors, weapons);

  const ninja: Ninja = container.get(Ninja);
  console.log(`${ninja.melee.name} and ${ninja.ranged.name}`);
  // prints: katana and shuriken

  // every module gets its own numeric id
  console.log(typeof warriors.id, warriors.id !== weapons.id);
  // prints: number true
}

void main();
