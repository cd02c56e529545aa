import { Container } from 'inversify';

const mailerId: symbol = Symbol.for('Mailer');
const clockId: symbol = Symbol.for('Clock');

const container: Container = new Container();

container.bind<string>(mailerId).toConstantValue('smtp mailer');
container.bind<string>(clockId).toConstantValue('system clock');

container.unbindAll();
console.log(container.isBound(mailerId), container.isBound(clockId));
// prints: false false

container.bind<string>(mailerId).toConstantValue('fake mailer');
await container.unbindAllAsync();
console.log(container.isBound(mailerId));
// prints: false

// unbindAll on a child leaves the bindings of its parent alone
const parent: Container = new Container();
parent.bind<string>(mailerId).toConstantValue('smtp mailer');
const child: Container = new Container({ parent });
child.bind<string>(clockId).toConstantValue('fixed clock');
child.unbindAll();
console.log(child.isCurrentBound(clockId), child.get<string>(mailerId));
// prints: false smtp mailer
