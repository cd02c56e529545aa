import { Container, injectable } from 'inversify';

interface NotificationChannel {
  readonly name: string;
}

@injectable()
class EmailChannel implements NotificationChannel {
  public readonly name: string = 'email';
}

@injectable()
class SmsChannel implements NotificationChannel {
  public readonly name: string = 'sms';
}

const notificationChannelId: symbol = Symbol.for('NotificationChannel');

const container: Container = new Container();

container.bind(EmailChannel).toSelf().inSingletonScope();
container.bind(SmsChannel).toSelf().inSingletonScope();

// A handler of the target binding also runs for requests made through the symbol.
let emailActivations: number = 0;
container.onActivation(EmailChannel, (context, channel: EmailChannel) => {
  emailActivations += 1;
  return channel;
});

// Each class binding is also reachable through the shared symbol.
container.bind<NotificationChannel>(notificationChannelId).toService(EmailChannel);
container.bind<NotificationChannel>(notificationChannelId).toService(SmsChannel);

const channels: NotificationChannel[] = container.getAll<NotificationChannel>(notificationChannelId);

console.log(channels.map((channel: NotificationChannel) => channel.name).join(', '));
// prints: email, sms
console.log(channels[0] === container.get(EmailChannel));
// prints: true

// Singleton scope comes from the target binding too: one activation in all.
console.log(emailActivations);
// prints: 1
