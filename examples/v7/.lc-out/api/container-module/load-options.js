"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const production = new inversify_1.ContainerModule((options) => {
    options.bind('Clock').toConstantValue('system clock');
    options.bind('Mailer').toConstantValue('smtp mailer');
    options.bind('Logger').toConstantValue('file logger');
});
// an asynchronous callback may use the promise-based options
const testing = new inversify_1.ContainerModule(async (options) => {
    if (options.isBound('Clock')) {
        const clock = await options.rebind('Clock');
        clock.toConstantValue('fake clock');
    }
    await options.unbind('Mailer');
    options.onActivation('Clock', (_context, clock) => clock.toUpperCase());
});
// a synchronous callback uses the Sync options
const quiet = new inversify_1.ContainerModule((options) => {
    options.rebindSync('Logger').toConstantValue('null logger');
    options.unbindSync('Clock');
});
const container = new inversify_1.Container();
async function main() {
    await container.load(production, testing);
    console.log(container.get('Clock'));
    // prints: FAKE CLOCK
    console.log(container.isBound('Mailer'));
    // prints: false
    container.loadSync(quiet);
    console.log(container.get('Logger'), container.isBound('Clock'));
    // prints: null logger false
}
void main();
