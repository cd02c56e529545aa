import { Container, ContainerModule, ContainerModuleLoadOptions, ServiceIdentifier } from 'inversify';

const greetingId: ServiceIdentifier<string> = Symbol.for('Greeting');
const secretId: ServiceIdentifier<string> = Symbol.for('Secret');

const greetingModule: ContainerModule = new ContainerModule(
  ({ bind }: ContainerModuleLoadOptions): void => {
    bind<string>(greetingId).toConstantValue('hello');
  },
);

const secretModule: ContainerModule = new ContainerModule(
  async ({ bind }: ContainerModuleLoadOptions): Promise<void> => {
    const secret: string = await Promise.resolve('s3cr3t');
    bind<string>(secretId).toConstantValue(secret);
  },
);

async function main(): Promise<void> {
  const container: Container = new Container();

  // 7.x: the synchronous variant carries the suffix...
  container.loadSync(greetingModule);
  // ...and the plain name returns a Promise.
  await container.load(secretModule);

  console.log(`${container.get(greetingId)} ${container.get(secretId)}`);
  // prints: hello s3cr3t
}

void main();
