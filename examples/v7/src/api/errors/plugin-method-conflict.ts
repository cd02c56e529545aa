import { Plugin, PluginApi } from '@inversifyjs/plugin';
import { Container } from 'inversify';

class OrderStatsPlugin extends Plugin<Container> {
  public load(api: PluginApi): void {
    api.define('orderStats', (): string => 'stats');
    // a second method with the same name
    api.define('orderStats', (): string => 'more stats');
  }
}

const container: Container = new Container();
console.log('registering OrderStatsPlugin');
// prints: registering OrderStatsPlugin
container.register(OrderStatsPlugin);
// throws: Container already has a method named "orderStats"
