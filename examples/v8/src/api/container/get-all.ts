import { Container, injectable } from 'inversify';

interface NotificationChannel {
  name: string;
}

@injectable()
class EmailChannel implements NotificationChannel {
  public readonly name: string = 'email';
}

@injectable()
class SmsChannel implements NotificationChannel {
  public readonly name: string = 'sms';
}

@injectable()
class PushChannel implements NotificationChannel {
  public readonly name: string = 'push';
}

const channelId: symbol = Symbol.for('NotificationChannel');

const parent: Container = new Container();
parent.bind<NotificationChannel>(channelId).to(PushChannel);

const child: Container = new Container({ parent });
child.bind<NotificationChannel>(channelId).to(EmailChannel);
child.bind<NotificationChannel>(channelId).to(SmsChannel);

const names = (channels: NotificationChannel[]): string =>
  channels.map((channel: NotificationChannel) => channel.name).join(', ');

// only the bindings of the closest container that has any
console.log(names(child.getAll<NotificationChannel>(channelId)));
// prints: email, sms

// chained: true also collects the bindings of every ancestor
console.log(names(child.getAll<NotificationChannel>(channelId, { chained: true })));
// prints: email, sms, push

// a child with no binding of its own uses its parent's bindings
const emptyChild: Container = new Container({ parent });
console.log(names(emptyChild.getAll<NotificationChannel>(channelId)));
// prints: push

// no binding at all: an empty array, not an error
console.log(child.getAll<NotificationChannel>(Symbol.for('DiscountRule')).length);
// prints: 0
