import { Plugin, PluginApi } from '@inversifyjs/plugin';
import { Container, inject, injectable } from 'inversify';

// #region types
// The plan types, taken from the plugin API itself rather than from an internal package.
type PlanHandler = Parameters<PluginApi['onPlan']>[0];
type PlanResult = Parameters<PlanHandler>[1];
type ServiceNode = PlanResult['tree']['root'];
type BindingNode = Exclude<NonNullable<ServiceNode['bindings']>, unknown[]>;
// #endregion types

// #region augmentation
declare module 'inversify' {
  interface Container {
    recordedPlans(): string[];
  }
}
// #endregion augmentation

// #region plugin
// Records, for every plan the container builds, which class or value answers each request.
class PlanRecorderPlugin extends Plugin<Container> {
  readonly #plans: string[] = [];

  public load(api: PluginApi): void {
    api.onPlan((_options, result: PlanResult): void => {
      this.#plans.push(describeService(result.tree.root));
    });
    api.define('recordedPlans', (): string[] => [...this.#plans]);
  }
}

function describeService(node: ServiceNode): string {
  const bindings: BindingNode[] =
    node.bindings === undefined ? [] : Array.isArray(node.bindings) ? node.bindings : [node.bindings];
  if (bindings.length === 0) {
    return `${String(node.serviceIdentifier)}: unbound`;
  }
  return bindings.map(describeBinding).join(' + ');
}

function describeBinding(node: BindingNode): string {
  if ('constructorParams' in node) {
    // a class: its name, then what each constructor parameter resolved to
    const params: string[] = node.constructorParams.flatMap((param: ServiceNode | undefined) =>
      param === undefined ? [] : [describeService(param)],
    );
    return `${node.binding.implementationType.name}(${params.join(', ')})`;
  }
  return `${String(node.binding.serviceIdentifier)}: ${node.binding.type}`;
}
// #endregion plugin

// #region usage
interface Logger {
  log(message: string): void;
}

@injectable()
class ConsoleLogger implements Logger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class InMemoryOrderRepository {}

@injectable()
class OrderService {
  constructor(
    @inject('Logger') public readonly logger: Logger,
    @inject(InMemoryOrderRepository) public readonly repository: InMemoryOrderRepository,
    @inject('AppConfig') public readonly config: { currency: string },
  ) {}
}

const container: Container = new Container();
container.register(PlanRecorderPlugin);

container.bind<Logger>('Logger').to(ConsoleLogger);
container.bind(InMemoryOrderRepository).toSelf();
container.bind('AppConfig').toConstantValue({ currency: 'EUR' });
container.bind(OrderService).toSelf();

container.get(OrderService);
container.get(OrderService); // the plan is cached: nothing new is recorded
container.get('AppConfig'); // planned already, as a part of OrderService's plan
container.getAll<Logger>('Logger'); // a multiple request is a new plan

for (const plan of container.recordedPlans()) {
  console.log(plan);
}
// prints: OrderService(ConsoleLogger(), InMemoryOrderRepository(), AppConfig: ConstantValue)
// prints: ConsoleLogger()
// #endregion usage
