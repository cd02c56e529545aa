export interface Clock {
  now(): number;
}

export interface RateLimiter {
  allow(key: string): boolean;
}

export const CLOCK = Symbol('Clock');
export const LIMITER = Symbol('RateLimiter');
