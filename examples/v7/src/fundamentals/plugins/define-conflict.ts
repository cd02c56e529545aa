import { Plugin, PluginApi, PluginContext } from '@inversifyjs/plugin';
import { Container } from 'inversify';

// a plugin that tries to define a method the container instance already has
class ClashingPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    api.define('greet', (): string => 'hello');
    api.define('greet', (): string => 'hello again');
  }
}

const container: Container = new Container();
try {
  container.register(ClashingPlugin);
} catch (error: unknown) {
  console.log(`define threw: ${error instanceof Error}`);
  // prints: define threw: true
}
