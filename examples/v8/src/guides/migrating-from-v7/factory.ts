import { Container, Factory } from 'inversify';

type WeaponFactory = Factory<Promise<string>, [number]>;

const container: Container = new Container();

// inversify 8: toProvider() is gone; an async factory takes its place
container
  .bind<WeaponFactory>('WeaponFactory')
  .toFactory(() => async (level: number) =>
    level > 5 ? 'katana' : 'wooden sword',
  );

const createWeapon: WeaponFactory =
  container.get<WeaponFactory>('WeaponFactory');
console.log(await createWeapon(7));
// prints: katana
