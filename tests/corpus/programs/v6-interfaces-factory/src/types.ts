export const TYPES = {
  Notifier: Symbol.for('Notifier'),
  NotifierFactory: Symbol.for('Factory<Notifier>'),
  Alerts: Symbol.for('Alerts'),
};

export interface Notifier {
  send(message: string): string;
}
