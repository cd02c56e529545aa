import { Container, inject, injectable, interfaces } from 'inversify';

@injectable()
class Sword {
  public material: string = 'iron';
  public damage: number = 0;
}

type SwordProvider = (material: string, damage: number) => Promise<Sword>;

@injectable()
class Warrior {
  constructor(@inject('SwordProvider') private readonly swordProvider: SwordProvider) {}

  public async arm(): Promise<Sword> {
    return this.swordProvider('steel', 18);
  }
}

const container: Container = new Container();
container.bind(Sword).toSelf();

container.bind<SwordProvider>('SwordProvider').toProvider<Sword>((context: interfaces.Context) => {
  return async (material: string, damage: number): Promise<Sword> => {
    // Simulate an asynchronous step, such as loading a configuration.
    await new Promise<void>((resolve) => setTimeout(resolve, 10));
    const sword: Sword = context.container.get(Sword);
    sword.material = material;
    sword.damage = damage;
    return sword;
  };
});

container.bind(Warrior).toSelf();

void container
  .get(Warrior)
  .arm()
  .then((sword: Sword) => {
    console.log(sword.material, sword.damage);
    // prints: steel 18
  });
