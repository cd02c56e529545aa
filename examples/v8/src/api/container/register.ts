import { Plugin, type PluginApi, type PluginContext } from '@inversifyjs/plugin';
import { Container } from 'inversify';

// a plugin that adds a greet method to the container
class GreetingPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    api.define('greet', (name: string): string => `hello ${name}`);
  }
}

const container: Container = new Container();
container.register(GreetingPlugin);

const extended = container as Container & { greet(name: string): string };
console.log(extended.greet('inversify'));
// prints: hello inversify
