import { Container } from 'inversify';

interface Clock {
  now(): string;
}

const TYPES = { Clock: Symbol.for('Clock') };

const systemClock: Clock = { now: () => 'system time' };
const fixedClock: Clock = { now: () => '2026-01-05T09:00:00Z' };

// Application-wide services live in the parent, per-request ones in the child.
const parent: Container = new Container();
parent.bind<Clock>(TYPES.Clock).toConstantValue(systemClock);
const child: Container = new Container({ parent });

// A snapshot of the child saves only the child's own bindings.
child.snapshot();
parent.unbind(TYPES.Clock);
parent.bind<Clock>(TYPES.Clock).toConstantValue(fixedClock);
child.restore();
// The child resolves the Clock through its parent, which restore() did not touch.
console.log(child.get<Clock>(TYPES.Clock).now());
// prints: 2026-01-05T09:00:00Z

// To roll back a change made in the parent, take the snapshot on the parent.
parent.snapshot();
parent.unbind(TYPES.Clock);
parent.bind<Clock>(TYPES.Clock).toConstantValue(systemClock);
console.log(child.get<Clock>(TYPES.Clock).now());
// prints: system time
parent.restore();
console.log(child.get<Clock>(TYPES.Clock).now());
// prints: 2026-01-05T09:00:00Z
