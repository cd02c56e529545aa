import { Container, ContainerModule, ContainerModuleLoadOptions } from 'inversify';

const wait = (ms: number): Promise<void> =>
  new Promise<void>((resolve: () => void) => setTimeout(resolve, ms));

const database: ContainerModule = new ContainerModule(
  async (options: ContainerModuleLoadOptions): Promise<void> => {
    await wait(10);
    options.bind<string>('Database').toConstantValue('postgres');
  },
);

const reporting: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    // starts before the database module has finished its asynchronous work
    console.log(`reporting sees a database: ${String(options.isBound('Database'))}`);
  },
);

async function main(): Promise<void> {
  const together: Container = new Container();
  // both callbacks are started in argument order, then awaited together
  await together.load(database, reporting);
  // prints: reporting sees a database: false

  const inSequence: Container = new Container();
  // one load call per step when a module depends on another's async work
  await inSequence.load(database);
  await inSequence.load(reporting);
  // prints: reporting sees a database: true
}

void main();
