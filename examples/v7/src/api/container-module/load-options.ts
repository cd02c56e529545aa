import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const production: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>('Clock').toConstantValue('system clock');
    options.bind<string>('Mailer').toConstantValue('smtp mailer');
    options.bind<string>('Logger').toConstantValue('file logger');
  },
);

// an asynchronous callback may use the promise-based options
const testing: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    if (options.isBound('Clock')) {
      const clock = await options.rebind<string>('Clock');
      clock.toConstantValue('fake clock');
    }
    await options.unbind('Mailer');
    options.onActivation<string>('Clock', (_context, clock: string): string =>
      clock.toUpperCase(),
    );
  },
);

// a synchronous callback uses the Sync options
const quiet: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.rebindSync<string>('Logger').toConstantValue('null logger');
    options.unbindSync('Clock');
  },
);

const container: Container = new Container();

async function main(): Promise<void> {
  await container.load(production, testing);
  console.log(container.get<string>('Clock'));
  // prints: FAKE CLOCK
  console.log(container.isBound('Mailer'));
  // prints: false

  container.loadSync(quiet);
  console.log(container.get<string>('Logger'), container.isBound('Clock'));
  // prints: null logger false
}

void main();
