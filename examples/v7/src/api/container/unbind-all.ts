import { Container } from 'inversify';

const mailerId: symbol = Symbol.for('Mailer');
const loggerId: symbol = Symbol.for('Logger');

const container: Container = new Container();

async function main(): Promise<void> {
  container.bind<string>(mailerId).toConstantValue('SmtpMailer');
  container.bind<string>(loggerId).toConstantValue('ConsoleLogger');

  await container.unbindAll();
  console.log(container.isBound(mailerId), container.isBound(loggerId));
  // prints: false false

  container.bind<string>(mailerId).toConstantValue('FakeMailer');
  container.unbindAllSync();
  console.log(container.isBound(mailerId));
  // prints: false

  // #region parent-untouched
  // unbindAll on a child leaves the parent's bindings in place
  const parent: Container = new Container();
  parent.bind<string>(mailerId).toConstantValue('SmtpMailer');
  const child: Container = new Container({ parent });
  child.bind<string>(mailerId).toConstantValue('FakeMailer');
  await child.unbindAll();
  console.log(child.isCurrentBound(mailerId), child.get<string>(mailerId));
  // prints: false SmtpMailer
  // #endregion parent-untouched
}

void main();
