import { injectable } from 'inversify';

@injectable()
export class Clock {
  today(): string {
    return '2026-03-14';
  }
}
