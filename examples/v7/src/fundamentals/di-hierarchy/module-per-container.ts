import { Container, ContainerModule, ContainerModuleLoadOptions, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly name: string = 'katana';
}

@injectable()
class LegendaryKatana extends Katana {
  public override readonly name: string = 'legendary katana';
}

@injectable()
class Samurai {
  constructor(
    @inject(Katana)
    public readonly katana: Katana,
  ) {}
}

// One module, loaded into every container that needs its own Samurai singleton.
const samuraiModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(Samurai).toSelf().inSingletonScope();
  },
);

async function main(): Promise<void> {
  const parentContainer: Container = new Container();
  parentContainer.bind(Katana).toSelf();

  const childContainer: Container = new Container({ parent: parentContainer });
  childContainer.bind(Katana).to(LegendaryKatana);

  // In 7.x load() returns a promise (loadSync() is the synchronous variant).
  await parentContainer.load(samuraiModule);
  await childContainer.load(samuraiModule);

  console.log(childContainer.get(Samurai).katana.name);
  // prints: legendary katana
  console.log(parentContainer.get(Samurai).katana.name);
  // prints: katana
}

void main();
