"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const parentContainer = new inversify_1.Container();
parentContainer.bind('Weapon').toConstantValue('katana');
const childContainer = new inversify_1.Container({ parent: parentContainer });
// The child's only 'Weapon' binding is constrained to the name 'ranged'.
childContainer.bind('Weapon').toConstantValue('shuriken').whenNamed('ranged');
console.log(childContainer.get('Weapon', { name: 'ranged' }));
// prints: shuriken
// An unnamed request does not fall back to the parent's 'katana':
// the child has 'Weapon' bindings, so the parent is never consulted.
try {
    childContainer.get('Weapon');
}
catch (error) {
    console.log(error.message.split('\n')[0]);
    // prints: No bindings found for service: "Weapon".
}
