import 'reflect-metadata';

import assert from 'node:assert/strict';
import { afterEach, beforeEach, test } from 'node:test';

import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string, subject: string): void;
}

interface Clock {
  now(): Date;
}

const TYPES = { Clock: Symbol.for('Clock'), Mailer: Symbol.for('Mailer') };

class SmtpMailer implements Mailer {
  public send(_to: string, _subject: string): void {
    throw new Error('no SMTP server in tests');
  }
}

class FakeMailer implements Mailer {
  public readonly sent: string[] = [];

  public send(to: string, subject: string): void {
    this.sent.push(`${to}: ${subject}`);
  }
}

@injectable()
class OrderService {
  constructor(
    @inject(TYPES.Mailer) private readonly mailer: Mailer,
    @inject(TYPES.Clock) private readonly clock: Clock,
  ) {}

  public place(orderId: number, email: string): string {
    this.mailer.send(email, `order ${String(orderId)} placed`);
    return `order ${String(orderId)} placed at ${this.clock.now().toISOString()}`;
  }
}

// #region hooks
// The production wiring, built once for the whole file.
const container: Container = new Container();
container.bind<Mailer>(TYPES.Mailer).to(SmtpMailer);
container.bind<Clock>(TYPES.Clock).toConstantValue({ now: () => new Date() });
container.bind(OrderService).toSelf();

// Every test starts from the production wiring and may replace what it needs.
beforeEach(() => {
  container.snapshot();
});

afterEach(() => {
  container.restore();
});
// #endregion hooks

// #region tests
test('placing an order sends one mail', () => {
  const mailer: FakeMailer = new FakeMailer();
  container.rebind<Mailer>(TYPES.Mailer).toConstantValue(mailer);

  container.get(OrderService).place(1, 'ada@example.com');

  assert.deepEqual(mailer.sent, ['ada@example.com: order 1 placed']);
});

test('the order is stamped with the clock', () => {
  container.rebind<Mailer>(TYPES.Mailer).to(FakeMailer);
  container.rebind<Clock>(TYPES.Clock).toConstantValue({ now: () => new Date('2026-01-05T09:00:00Z') });

  assert.equal(container.get(OrderService).place(2, 'ada@example.com'), 'order 2 placed at 2026-01-05T09:00:00.000Z');
});

test('without a replacement the production mailer is back', () => {
  // the previous tests' rebinds were rolled back by afterEach
  assert.throws(() => container.get(OrderService).place(3, 'ada@example.com'), /no SMTP server in tests/);
});
// #endregion tests
