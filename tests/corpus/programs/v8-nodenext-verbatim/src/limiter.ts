import { inject, injectable } from 'inversify';
import { CLOCK, type Clock, type RateLimiter } from './ports.js';

@injectable()
export class FixedWindowLimiter implements RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(@inject(CLOCK) private readonly clock: Clock) {}

  allow(key: string): boolean {
    const now = this.clock.now();
    const recent = (this.hits.get(key) ?? []).filter((time) => now - time < 1000);
    recent.push(now);
    this.hits.set(key, recent);
    return recent.length <= 2;
  }
}
