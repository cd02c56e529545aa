import 'reflect-metadata';

import assert from 'node:assert/strict';
import { afterEach, before, beforeEach, describe, test } from 'node:test';

import { Container, inject, injectable } from 'inversify';

interface Mailer {
  send(to: string, text: string): Promise<void>;
}

@injectable()
class SmtpMailer implements Mailer {
  public async send(): Promise<void> {
    throw new Error('no SMTP server in tests');
  }
}

@injectable()
class OrderService {
  constructor(@inject('Mailer') private readonly mailer: Mailer) {}

  public async placeOrder(orderId: number, email: string): Promise<void> {
    await this.mailer.send(email, `order ${orderId} placed`);
  }
}

// #region hooks
describe('OrderService', () => {
  const container: Container = new Container();
  const sent: string[] = [];

  before(() => {
    // The application's real wiring, built once for the whole file.
    container.bind<Mailer>('Mailer').to(SmtpMailer);
    container.bind(OrderService).toSelf();
  });

  beforeEach(() => {
    // Save the real wiring, then replace the mailer for this test only.
    container.snapshot();
    sent.length = 0;
    container.rebindSync<Mailer>('Mailer').toConstantValue({
      send: async (to: string, text: string): Promise<void> => {
        sent.push(`${to}: ${text}`);
      },
    });
  });

  afterEach(() => {
    // Runs even when the test fails, so the next test starts from the real wiring.
    container.restore();
  });

  test('placing an order mails the customer', async () => {
    await container.get(OrderService).placeOrder(1, 'ada@example.com');
    assert.deepEqual(sent, ['ada@example.com: order 1 placed']);
  });

  test('a test may replace more bindings; restore() removes them all', async () => {
    container.rebindSync<Mailer>('Mailer').toConstantValue({
      send: async (): Promise<void> => {
        throw new Error('mail server down');
      },
    });
    await assert.rejects(container.get(OrderService).placeOrder(2, 'ada@example.com'), /mail server down/);
  });
});
// #endregion hooks
