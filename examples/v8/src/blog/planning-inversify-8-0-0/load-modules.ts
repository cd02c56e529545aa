import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
  type ServiceIdentifier,
} from 'inversify';

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

const container: Container = new Container();

// 8.x: the plain name is synchronous...
container.load(greetingModule);
// ...and the asynchronous variant carries the suffix.
await container.loadAsync(secretModule);

console.log(`${container.get(greetingId)} ${container.get(secretId)}`);
// prints: hello s3cr3t
