import { injectable } from 'inversify';

export abstract class Clock {
  abstract hour(): number;
}

@injectable()
export class FixedClock extends Clock {
  hour(): number {
    return 9;
  }
}

@injectable()
export class Greeter {
  constructor(private readonly clock: Clock) {}

  greet(name: string): string {
    const part = this.clock.hour() < 12 ? 'morning' : 'afternoon';
    return `Good ${part}, ${name}!`;
  }
}
