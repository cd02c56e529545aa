import {
  BindingConstraints,
  Container,
  inject,
  injectable,
  named,
  ServiceIdentifier,
} from 'inversify';

interface Notifier {
  send(message: string): string;
}

const notifierId: ServiceIdentifier<Notifier> = Symbol.for('Notifier');

@injectable()
class EmailNotifier implements Notifier {
  public send(message: string): string {
    return `email: ${message}`;
  }
}

@injectable()
class SmsNotifier implements Notifier {
  public send(message: string): string {
    return `sms: ${message}`;
  }
}

@injectable()
class AlertService {
  constructor(
    @inject(notifierId) @named('email') private readonly email: Notifier,
    @inject(notifierId) @named('sms') private readonly sms: Notifier,
  ) {}

  public alert(message: string): string[] {
    return [this.email.send(message), this.sms.send(message)];
  }
}

const container: Container = new Container();

// A built-in constraint method...
container.bind(notifierId).to(EmailNotifier).whenNamed('email');
// ...and a custom one: the callback gets BindingConstraints, not the old Request.
container
  .bind(notifierId)
  .to(SmsNotifier)
  .when((constraints: BindingConstraints): boolean => constraints.name === 'sms');
container.bind(AlertService).toSelf();

for (const line of container.get(AlertService).alert('disk almost full')) {
  console.log(line);
}
// prints: email: disk almost full
// prints: sms: disk almost full
