import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
} from 'inversify';

const production: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind<string>('Clock').toConstantValue('system clock');
    options.bind<string>('Mailer').toConstantValue('smtp mailer');
    options.bind<string>('Logger').toConstantValue('file logger');
  },
);

// a synchronous callback uses the plain (synchronous) options
const testing: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    if (options.isBound('Clock')) {
      options.rebind<string>('Clock').toConstantValue('fake clock');
    }
    options.unbind('Mailer');
    options.onActivation<string>('Clock', (_context, clock: string): string =>
      clock.toUpperCase(),
    );
  },
);

// an asynchronous callback may use the Async options
const quiet: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    const logger = await options.rebindAsync<string>('Logger');
    logger.toConstantValue('null logger');
    await options.unbindAsync('Clock');
  },
);

const container: Container = new Container();

container.load(production, testing);
console.log(container.get<string>('Clock'));
// prints: FAKE CLOCK
console.log(container.isBound('Mailer'));
// prints: false

await container.loadAsync(quiet);
console.log(container.get<string>('Logger'), container.isBound('Clock'));
// prints: null logger false
