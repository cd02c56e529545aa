import { Container, injectable } from 'inversify';

@injectable()
class SmtpMailer {}

@injectable()
class FakeMailer extends SmtpMailer {}

@injectable('Singleton')
class SystemClock {}

// #region manual-wins
// a binding you made is used even when autobind is asked for
const manual: Container = new Container();
manual.bind(SmtpMailer).to(FakeMailer);
console.log(manual.get(SmtpMailer, { autobind: true }) instanceof FakeMailer);
// prints: true
// #endregion manual-wins

// #region scope
// an autobound class takes its scope from @injectable(scope), else from defaultScope
const transient: Container = new Container({ autobind: true });
console.log(transient.get(SystemClock) === transient.get(SystemClock));
// prints: true
console.log(transient.get(SmtpMailer) === transient.get(SmtpMailer));
// prints: false

const singletons: Container = new Container({ autobind: true, defaultScope: 'Singleton' });
console.log(singletons.get(SmtpMailer) === singletons.get(SmtpMailer));
// prints: true
// #endregion scope

// #region is-bound
// with the container option, isBound answers true for any class before it is requested
const eager: Container = new Container({ autobind: true });
console.log(eager.isBound(SmtpMailer), eager.isBound('Mailer'));
// prints: true false
// #endregion is-bound
