import { injectable } from 'inversify';

export const CHANNEL = 'Channel';

export interface Channel {
  name: string;
}

@injectable()
export class Email implements Channel {
  name = 'email';
}

@injectable()
export class Push implements Channel {
  name = 'push';
}

@injectable()
export class Sms implements Channel {
  name = 'sms';
}
