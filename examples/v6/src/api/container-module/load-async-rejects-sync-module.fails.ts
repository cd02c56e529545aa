import { Container, ContainerModule, interfaces } from 'inversify';

const mailModule: ContainerModule = new ContainerModule((bind: interfaces.Bind) => {
  bind<string>('Mailer').toConstantValue('smtp mailer');
});

async function main(): Promise<void> {
  const container: Container = new Container();
  // loadAsync expects AsyncContainerModule: a callback returning void is not
  // assignable to one returning Promise<void>.
  // expect-error: TS2345
  await container.loadAsync(mailModule);
}

void main();
