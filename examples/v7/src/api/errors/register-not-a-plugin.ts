import { PluginApi } from '@inversifyjs/plugin';
import { Container } from 'inversify';

// has a load method, but does not extend Plugin
class OrderStatsPlugin {
  public load(_api: PluginApi): void {}
}

const container: Container = new Container();
console.log('registering OrderStatsPlugin');
// prints: registering OrderStatsPlugin
container.register(OrderStatsPlugin);
// throws: Invalid plugin. The plugin must extend the Plugin class
