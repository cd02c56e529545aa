import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Mailer').toConstantValue('smtp mailer');

// inversify 8: rebind() is synchronous and returns the fluent syntax directly
container.rebind<string>('Mailer').toConstantValue('fake mailer');
console.log(container.get<string>('Mailer'));
// prints: fake mailer

// inversify 8: rebindAsync() is the Promise-returning variant
(await container.rebindAsync<string>('Mailer')).toConstantValue('ses mailer');
console.log(container.get<string>('Mailer'));
// prints: ses mailer

// inversify 8: unbind() is synchronous, unbindAsync() returns a Promise
container.unbind('Mailer');
container.bind<string>('Clock').toConstantValue('system clock');
await container.unbindAsync('Clock');
console.log(`${container.isBound('Mailer')} ${container.isBound('Clock')}`);
// prints: false false

// inversify 8: unbindAll() is synchronous, unbindAllAsync() returns a Promise
container.bind<string>('Mailer').toConstantValue('sendmail');
container.unbindAll();
container.bind<string>('Mailer').toConstantValue('fake mailer');
await container.unbindAllAsync();
console.log(`bound at the end: ${container.isBound('Mailer')}`);
// prints: bound at the end: false
