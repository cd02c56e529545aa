"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const strongly_typed_1 = require("@inversifyjs/strongly-typed");
// The callback receives an options object, not positional functions
const settingsModule = new strongly_typed_1.TypedContainerModule((options) => {
    options.bind('greeting').toConstantValue('hello');
    options.bind('retries').toConstantValue(3);
});
async function main() {
    const container = new strongly_typed_1.TypedContainer();
    // load() takes a single typed module and returns a Promise in 7.x
    await container.load(settingsModule);
    console.log(`${container.get('greeting')} x${container.get('retries')}`);
    // prints: hello x3
    // rebind() also returns a Promise in 7.x; rebindSync() does not
    (await container.rebind('greeting')).toConstantValue('hi');
    container.rebindSync('retries').toConstantValue(5);
    console.log(`${container.get('greeting')} x${container.get('retries')}`);
    // prints: hi x5
}
void main();
