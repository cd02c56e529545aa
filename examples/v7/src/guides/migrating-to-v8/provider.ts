import { Container, Provider } from 'inversify';

type WeaponProvider = Provider<string, [number]>;

const container: Container = new Container();

// inversify 7: toProvider() is deprecated; a provider always returns a Promise
container
  .bind<WeaponProvider>('WeaponProvider')
  .toProvider(() => async (level: number) =>
    level > 5 ? 'katana' : 'wooden sword',
  );

async function main(): Promise<void> {
  const provideWeapon: WeaponProvider =
    container.get<WeaponProvider>('WeaponProvider');
  console.log(await provideWeapon(7));
  // prints: katana
}

void main();
