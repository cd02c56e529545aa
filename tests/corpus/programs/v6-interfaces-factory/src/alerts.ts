import { inject, injectable, interfaces } from 'inversify';
import { Notifier, TYPES } from './types';

@injectable()
export class Alerts {
  constructor(@inject(TYPES.NotifierFactory) private readonly notifierFor: (channel: string) => Notifier) {}

  raise(channel: string, text: string): string {
    return this.notifierFor(channel).send(text);
  }
}

export function notifierFactory(context: interfaces.Context): interfaces.Factory<Notifier> {
  return (channel: unknown) => context.container.getNamed<Notifier>(TYPES.Notifier, String(channel));
}
