import { Plugin, type PluginApi, type PluginContext } from '@inversifyjs/plugin';
import { Container } from 'inversify';

declare module 'inversify' {
  interface Container {
    hasBindings(serviceIdentifier: string): boolean;
  }
}

// @inversifyjs/plugin 0.3: the same Plugin base class and PluginApi as 0.2
class BindingsPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    api.define('hasBindings', (serviceIdentifier: string): boolean => {
      return this._context.bindingService.get(serviceIdentifier) !== undefined;
    });
  }
}

const container: Container = new Container();
container.register(BindingsPlugin);
container.bind<string>('Mailer').toConstantValue('smtp mailer');

console.log(`${container.hasBindings('Mailer')} ${container.hasBindings('Clock')}`);
// prints: true false
