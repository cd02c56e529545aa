import { Plugin, type PluginApi } from '@inversifyjs/plugin';
import { Container } from 'inversify';

class GreetPlugin extends Plugin<Container> {
  public load(api: PluginApi): void {
    api.define('greet', (): string => 'hello');
  }
}

class OtherGreetPlugin extends Plugin<Container> {
  public load(api: PluginApi): void {
    api.define('greet', (): string => 'hi');
  }
}

// Container methods live on the prototype, not on the instance
class ShadowingPlugin extends Plugin<Container> {
  public load(api: PluginApi): void {
    api.define('isBound', (): boolean => true);
  }
}

const container: Container = new Container();
container.register(GreetPlugin);

// a second plugin defining the same name: an own property already exists
try {
  container.register(OtherGreetPlugin);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Container already has a method named "greet"

// a built-in method name is accepted, and replaces the method on this container
container.register(ShadowingPlugin);
console.log(container.isBound('Nothing'));
// prints: true
