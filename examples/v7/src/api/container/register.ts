import { Plugin, PluginApi, PluginContext } from '@inversifyjs/plugin';
import { Container } from 'inversify';

// a plugin that adds an orderReference method to the container
class OrderReferencePlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    api.define('orderReference', (orderId: number): string => `ORD-${String(orderId).padStart(4, '0')}`);
  }
}

const container: Container = new Container();
container.register(OrderReferencePlugin);

const extended = container as Container & { orderReference(orderId: number): string };
console.log(extended.orderReference(42));
// prints: ORD-0042
