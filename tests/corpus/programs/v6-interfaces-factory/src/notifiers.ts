import { injectable } from 'inversify';
import { Notifier } from './types';

@injectable()
export class EmailNotifier implements Notifier {
  send(message: string): string {
    return `email: ${message}`;
  }
}

@injectable()
export class SmsNotifier implements Notifier {
  send(message: string): string {
    return `sms: ${message.slice(0, 20)}`;
  }
}
