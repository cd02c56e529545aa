// expect-error: TS2345
import { Container, ContainerModule, interfaces } from 'inversify';

const weaponsModule: ContainerModule = new ContainerModule((bind: interfaces.Bind) => {
  bind<string>('Weapon').toConstantValue('katana');
});

async function main(): Promise<void> {
  const container: Container = new Container();
  // loadAsync expects AsyncContainerModule: a callback returning void is not
  // assignable to one returning Promise<void>.
  await container.loadAsync(weaponsModule);
}

void main();
