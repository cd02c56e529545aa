import { Container, ContainerModule, injectable, interfaces } from 'inversify';

@injectable()
class Queue {
  public drained: boolean = false;
}

const queueModule: ContainerModule = new ContainerModule(
  (
    bind: interfaces.Bind,
    unbind: interfaces.Unbind,
    isBound: interfaces.IsBound,
    rebind: interfaces.Rebind,
    unbindAsync: interfaces.UnbindAsync,
    onActivation: interfaces.Container['onActivation'],
    onDeactivation: interfaces.Container['onDeactivation'],
  ) => {
    bind(Queue).toSelf().inSingletonScope();
    onDeactivation(Queue, async (queue: Queue): Promise<void> => {
      await new Promise<void>((resolve) => setTimeout(resolve, 10));
      queue.drained = true;
    });
  },
);

async function main(): Promise<void> {
  // The synchronous unload refuses an asynchronous deactivation...
  const failing: Container = new Container();
  failing.load(queueModule);
  failing.get(Queue);
  try {
    failing.unload(queueModule);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Attempting to unbind dependency with asynchronous destruction (@preDestroy or onDeactivation)
  }

  // ...while unloadAsync runs it and waits for it.
  const container: Container = new Container();
  container.load(queueModule);
  const queue: Queue = container.get(Queue);
  await container.unloadAsync(queueModule);
  console.log(queue.drained);
  // prints: true
}

void main();
