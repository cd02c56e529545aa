import {
  Container,
  ContainerModule,
  type ContainerModuleLoadOptions,
  inject,
  injectable,
} from 'inversify';

@injectable()
class SmtpMailer {
  public readonly name: string = 'smtp mailer';
}

@injectable()
class FakeMailer extends SmtpMailer {
  public override readonly name: string = 'fake mailer';
}

@injectable()
class OrderService {
  constructor(
    @inject(SmtpMailer)
    public readonly mailer: SmtpMailer,
  ) {}
}

// One module, loaded into every container that needs its own OrderService singleton.
const ordersModule: ContainerModule = new ContainerModule(
  (options: ContainerModuleLoadOptions): void => {
    options.bind(OrderService).toSelf().inSingletonScope();
  },
);

const parentContainer: Container = new Container();
parentContainer.bind(SmtpMailer).toSelf();

const childContainer: Container = new Container({ parent: parentContainer });
childContainer.bind(SmtpMailer).to(FakeMailer);

// In 8.x load() is synchronous (loadAsync() is for modules with async load callbacks).
parentContainer.load(ordersModule);
childContainer.load(ordersModule);

console.log(childContainer.get(OrderService).mailer.name);
// prints: fake mailer
console.log(parentContainer.get(OrderService).mailer.name);
// prints: smtp mailer
