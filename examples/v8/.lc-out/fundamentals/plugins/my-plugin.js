var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Plugin } from '@inversifyjs/plugin';
import { Container, injectable } from 'inversify';
// #endregion augmentation
// #region plugin
class BindingsPlugin extends Plugin {
    constructor(container, context) {
        super(container, context);
    }
    load(api) {
        // Add a method to the container.
        api.define('countBindings', (serviceIdentifier) => {
            const bindings = this._context.bindingService.get(serviceIdentifier);
            return bindings === undefined ? 0 : [...bindings].length;
        });
        // Observe every plan the container builds.
        api.onPlan((options, result) => {
            console.log(`plan built for ${String(options.serviceIdentifier)} ` +
                `(multiple: ${String(options.isMultiple)}, ` +
                `root has bindings: ${String(result.tree.root.bindings !== undefined)})`);
        });
    }
}
// #endregion plugin
// #region usage
let Katana = class Katana {
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
};
Shuriken = __decorate([
    injectable()
], Shuriken);
const container = new Container();
container.register(BindingsPlugin);
container.bind('Weapon').to(Katana);
container.bind('Weapon').to(Shuriken);
console.log(`Weapon bindings: ${container.countBindings('Weapon')}`);
container.getAll('Weapon'); // builds a plan
container.getAll('Weapon'); // reuses the cached plan: no new plan
// #endregion usage
// prints: Weapon bindings: 2
// prints: plan built for Weapon (multiple: true, root has bindings: true)
