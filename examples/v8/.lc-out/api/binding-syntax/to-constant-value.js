import { Container } from 'inversify';
const settings = { retries: 3 };
const container = new Container();
container.bind('Settings').toConstantValue(settings);
// The container hands out the very object it was given
console.log(container.get('Settings') === settings);
// prints: true
console.log(container.get('Settings').retries);
// prints: 3
