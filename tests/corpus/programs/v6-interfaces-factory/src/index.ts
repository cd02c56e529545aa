import 'reflect-metadata';
import { Container } from 'inversify';
import { Alerts, notifierFactory } from './alerts';
import { EmailNotifier, SmsNotifier } from './notifiers';
import { Notifier, TYPES } from './types';

const container = new Container();
container.bind<Notifier>(TYPES.Notifier).to(EmailNotifier).whenTargetNamed('email');
container.bind<Notifier>(TYPES.Notifier).to(SmsNotifier).whenTargetNamed('sms');
container.bind(TYPES.NotifierFactory).toFactory<Notifier, [string]>(notifierFactory);
container.bind<Alerts>(TYPES.Alerts).to(Alerts);

const alerts = container.get<Alerts>(TYPES.Alerts);
console.log(alerts.raise('email', 'disk almost full'));
console.log(alerts.raise('sms', 'disk almost full on the build server'));
