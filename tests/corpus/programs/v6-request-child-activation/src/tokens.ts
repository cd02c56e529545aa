export const TOKENS = {
  RequestInfo: 'RequestInfo',
  Clock: 'Clock',
  Greeter: 'Greeter',
} as const;

export interface RequestInfo {
  readonly id: number;
  readonly path: string;
}

export interface Clock {
  now(): string;
}
