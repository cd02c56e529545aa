import { Plugin, type PluginApi, type PluginContext } from '@inversifyjs/plugin';
import { Container, injectable, type ServiceIdentifier } from 'inversify';

// #region augmentation
// Tell TypeScript about the method the plugin adds to every container.
declare module 'inversify' {
  interface Container {
    countBindings(serviceIdentifier: ServiceIdentifier): number;
  }
}
// #endregion augmentation

// #region plugin
class BindingsPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    // Add a method to the container.
    api.define(
      'countBindings',
      (serviceIdentifier: ServiceIdentifier): number => {
        const bindings: Iterable<unknown> | undefined =
          this._context.bindingService.get(serviceIdentifier);
        return bindings === undefined ? 0 : [...bindings].length;
      },
    );

    // Observe every plan the container builds.
    api.onPlan((options, result): void => {
      console.log(
        `plan built for ${String(options.serviceIdentifier)} ` +
          `(multiple: ${String(options.isMultiple)}, ` +
          `root has bindings: ${String(result.tree.root.bindings !== undefined)})`,
      );
    });
  }
}
// #endregion plugin

// #region usage
@injectable()
class LoyaltyDiscount {}

@injectable()
class SeasonalDiscount {}

const container: Container = new Container();
container.register(BindingsPlugin);

container.bind('DiscountRule').to(LoyaltyDiscount);
container.bind('DiscountRule').to(SeasonalDiscount);
console.log(`DiscountRule bindings: ${container.countBindings('DiscountRule')}`);

container.getAll('DiscountRule'); // builds a plan
container.getAll('DiscountRule'); // reuses the cached plan: no new plan
// #endregion usage
// prints: DiscountRule bindings: 2
// prints: plan built for DiscountRule (multiple: true, root has bindings: true)
