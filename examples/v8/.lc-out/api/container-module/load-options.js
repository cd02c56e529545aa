import { Container, ContainerModule, } from 'inversify';
const production = new ContainerModule((options) => {
    options.bind('Clock').toConstantValue('system clock');
    options.bind('Mailer').toConstantValue('smtp mailer');
    options.bind('Logger').toConstantValue('file logger');
});
// a synchronous callback uses the plain (synchronous) options
const testing = new ContainerModule((options) => {
    if (options.isBound('Clock')) {
        options.rebind('Clock').toConstantValue('fake clock');
    }
    options.unbind('Mailer');
    options.onActivation('Clock', (_context, clock) => clock.toUpperCase());
});
// an asynchronous callback may use the Async options
const quiet = new ContainerModule(async (options) => {
    const logger = await options.rebindAsync('Logger');
    logger.toConstantValue('null logger');
    await options.unbindAsync('Clock');
});
const container = new Container();
container.load(production, testing);
console.log(container.get('Clock'));
// prints: FAKE CLOCK
console.log(container.isBound('Mailer'));
// prints: false
await container.loadAsync(quiet);
console.log(container.get('Logger'), container.isBound('Clock'));
// prints: null logger false
