import { Plugin, PluginApi } from '@inversifyjs/plugin';
import { Container } from 'inversify';

class GreetingPlugin extends Plugin<Container> {
  public load(api: PluginApi): void {
    // `get` lives on Container.prototype, not on this container: define() does not see it
    api.define('get', (): string => 'replaced');
  }
}

const container: Container = new Container();
container.bind<string>('Greeting').toConstantValue('hello');
container.register(GreetingPlugin);
console.log(container.get<string>('Greeting'));
// prints: replaced
