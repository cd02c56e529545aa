import { AsyncContainerModule, Container, interfaces } from 'inversify';

const configModule: AsyncContainerModule = new AsyncContainerModule(async (bind: interfaces.Bind) => {
  bind<string>('AppName').toConstantValue('order-service');
  // Anything registered after the first await happens later.
  await new Promise<void>((resolve) => setTimeout(resolve, 10));
  bind<number>('Port').toConstantValue(8080);
});

async function main(): Promise<void> {
  // The compiler accepts an AsyncContainerModule here, but load() does not wait.
  const hasty: Container = new Container();
  hasty.load(configModule);
  console.log(hasty.isBound('AppName'), hasty.isBound('Port'));
  // prints: true false

  // loadAsync() waits for the whole callback.
  const patient: Container = new Container();
  await patient.loadAsync(configModule);
  console.log(patient.isBound('AppName'), patient.isBound('Port'));
  // prints: true true
}

void main();
