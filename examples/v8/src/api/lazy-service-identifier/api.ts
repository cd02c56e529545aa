import { LazyServiceIdentifier, type ServiceIdentifier } from 'inversify';

class SmtpMailer {}

const lazy: LazyServiceIdentifier<SmtpMailer> = new LazyServiceIdentifier(
  () => SmtpMailer,
);

// is: a type guard that recognises lazy identifiers
console.log(LazyServiceIdentifier.is(lazy), LazyServiceIdentifier.is(SmtpMailer));
// prints: true false

// unwrap: runs the callback and returns the real identifier
const id: ServiceIdentifier<SmtpMailer> = lazy.unwrap();
console.log(id === SmtpMailer);
// prints: true
