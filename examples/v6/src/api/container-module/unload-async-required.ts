import { Container, ContainerModule, injectable, interfaces } from 'inversify';

@injectable()
class SmtpMailer {
  public queueFlushed: boolean = false;
}

const mailerModule: ContainerModule = new ContainerModule(
  (
    bind: interfaces.Bind,
    unbind: interfaces.Unbind,
    isBound: interfaces.IsBound,
    rebind: interfaces.Rebind,
    unbindAsync: interfaces.UnbindAsync,
    onActivation: interfaces.Container['onActivation'],
    onDeactivation: interfaces.Container['onDeactivation'],
  ) => {
    bind(SmtpMailer).toSelf().inSingletonScope();
    onDeactivation(SmtpMailer, async (mailer: SmtpMailer): Promise<void> => {
      await new Promise<void>((resolve) => setTimeout(resolve, 10));
      mailer.queueFlushed = true;
    });
  },
);

async function main(): Promise<void> {
  // The synchronous unload refuses an asynchronous deactivation...
  const failing: Container = new Container();
  failing.load(mailerModule);
  failing.get(SmtpMailer);
  try {
    failing.unload(mailerModule);
  } catch (error: unknown) {
    console.log((error as Error).message);
    // prints: Attempting to unbind dependency with asynchronous destruction (@preDestroy or onDeactivation)
  }

  // ...while unloadAsync runs it and waits for it.
  const container: Container = new Container();
  container.load(mailerModule);
  const mailer: SmtpMailer = container.get(SmtpMailer);
  await container.unloadAsync(mailerModule);
  console.log(mailer.queueFlushed);
  // prints: true
}

void main();
