import { isPlugin, Plugin, type PluginApi } from '@inversifyjs/plugin';
import { Container } from 'inversify';

class EmptyPlugin extends Plugin<Container> {
  public load(_api: PluginApi): void {
    // Every Plugin instance carries the isPlugin marker.
    console.log(`isPlugin marker: ${String(this[isPlugin])}`);
  }
}

// Looks like a plugin, but does not extend Plugin.
class NotAPlugin {
  public load(_api: PluginApi): void {}
}

const container: Container = new Container();
container.register(EmptyPlugin);

try {
  container.register(NotAPlugin);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: isPlugin marker: true
// prints: Invalid plugin. The plugin must extend the Plugin class
