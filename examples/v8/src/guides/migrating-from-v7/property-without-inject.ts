import { Container, injectable, named, optional, tagged } from 'inversify';

// The same properties as in the 7.x program: a qualifier or @optional() but no @inject().
@injectable()
class MailService {
  @named('smtp')
  public mailer: unknown;
}

@injectable()
class NotificationService {
  @tagged('channel', 'sms')
  public notifier: unknown;
}

@injectable()
class ReportService {
  @optional()
  public clock: unknown;
}

const container: Container = new Container();
container.bind(MailService).toSelf();
container.bind(NotificationService).toSelf();
container.bind(ReportService).toSelf();

// inversify 8: a property with only @optional() is left undefined instead of []
console.log(`${JSON.stringify(container.get(ReportService).clock)}`);
// prints: undefined

// inversify 8: a property with only @named() or @tagged() fails at get (7.x gave [])
try {
  container.get(NotificationService);
} catch (error: unknown) {
  console.log((error as Error).message);
}
// prints: Unexpected undefined service id type
container.get(MailService);
// throws: Unexpected undefined service id type
