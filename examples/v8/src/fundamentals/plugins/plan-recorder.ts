import { Plugin, type PluginApi } from '@inversifyjs/plugin';
import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// #region plugin
// The plan types come from the container's internal core package: take them from PluginApi
// instead of importing that package.
type PlanHandler = Parameters<PluginApi['onPlan']>[0];
type PlanResult = Parameters<PlanHandler>[1];
type ServiceNode = PlanResult['tree']['root'];

declare module 'inversify' {
  interface Container {
    recordedPlans(): string[];
  }
}

const nameOf = (id: ServiceIdentifier): string =>
  typeof id === 'function' ? id.name : typeof id === 'symbol' ? (id.description ?? 'symbol') : id;

// One line per service: its binding's type and scope, then its own dependencies, indented.
function describe(node: ServiceNode, depth: number, lines: string[]): void {
  const bindings = node.bindings === undefined ? [] : Array.isArray(node.bindings) ? node.bindings : [node.bindings];
  for (const bindingNode of bindings) {
    const { binding } = bindingNode;
    const scope: string = 'scope' in binding ? `, ${binding.scope}` : '';
    lines.push(`${'  '.repeat(depth)}${nameOf(node.serviceIdentifier)} [${binding.type}${scope}]`);
    if ('constructorParams' in bindingNode) {
      for (const param of bindingNode.constructorParams) {
        if (param !== undefined && 'serviceIdentifier' in param) describe(param, depth + 1, lines);
      }
    }
  }
}

class PlanRecorderPlugin extends Plugin<Container> {
  readonly #plans: string[] = [];

  public load(api: PluginApi): void {
    api.onPlan((options, result): void => {
      const lines: string[] = [];
      describe(result.tree.root, 0, lines);
      this.#plans.push(`${options.isMultiple ? 'getAll' : 'get'} ${nameOf(options.serviceIdentifier)}\n${lines.join('\n')}`);
    });
    api.define('recordedPlans', (): string[] => [...this.#plans]);
  }
}
// #endregion plugin

// #region usage
interface Logger {
  log(message: string): void;
}
interface OrderRepository {
  save(orderId: number): void;
}
interface Clock {
  now(): string;
}

const TYPES = {
  Clock: Symbol.for('Clock'),
  Logger: Symbol.for('Logger'),
  OrderRepository: Symbol.for('OrderRepository'),
};

@injectable()
class ConsoleLogger implements Logger {
  public log(message: string): void {
    console.log(message);
  }
}

@injectable()
class InMemoryOrderRepository implements OrderRepository {
  constructor(@inject(TYPES.Logger) private readonly logger: Logger) {}

  public save(orderId: number): void {
    this.logger.log(`saved order ${String(orderId)}`);
  }
}

@injectable()
class OrderService {
  constructor(
    @inject(TYPES.OrderRepository) private readonly orders: OrderRepository,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  public place(orderId: number): string {
    this.orders.save(orderId);
    return `order ${String(orderId)} placed at ${this.clock.now()}`;
  }
}

const container: Container = new Container();
container.register(PlanRecorderPlugin);
container.bind<Logger>(TYPES.Logger).to(ConsoleLogger).inSingletonScope();
container.bind<OrderRepository>(TYPES.OrderRepository).to(InMemoryOrderRepository);
container.bind<Clock>(TYPES.Clock).toConstantValue({ now: () => '09:00' });
container.bind(OrderService).toSelf();

console.log(container.get(OrderService).place(1));
// prints: saved order 1
// prints: order 1 placed at 09:00
container.get(OrderService).place(2); // same request: the cached plan is reused
// prints: saved order 2

for (const plan of container.recordedPlans()) console.log(plan);
// prints: get OrderService
// prints: OrderService [Instance, Transient]
// prints:   OrderRepository [Instance, Transient]
// prints:     Logger [Instance, Singleton]
// prints:   Clock [ConstantValue, Singleton]
// #endregion usage
