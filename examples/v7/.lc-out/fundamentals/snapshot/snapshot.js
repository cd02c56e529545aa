"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const container = new inversify_1.Container();
container.bind('Weapon').toConstantValue('katana');
// Save the current bindings (and activation/deactivation handlers).
container.snapshot();
// Change the container, e.g. to replace a service with a test double.
container.unbindSync('Weapon');
container.bind('Weapon').toConstantValue('wooden training sword');
console.log(container.get('Weapon'));
// prints: wooden training sword
// Roll back to the saved state.
container.restore();
console.log(container.get('Weapon'));
// prints: katana
// Each restore() consumes one snapshot; with none left it throws.
try {
    container.restore();
}
catch (error) {
    console.log(error.message);
    // prints: No snapshot available to restore
}
