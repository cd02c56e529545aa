import 'reflect-metadata';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import type { Clock, Mailer, User, UserRepository } from './contracts.js';
import { SignupService } from './signup-service.js';

// #region fakes
class FakeUsers implements UserRepository {
  readonly saved: User[] = [];

  async findByEmail(email: string): Promise<User | undefined> {
    return this.saved.find((user: User) => user.email === email);
  }

  async save(user: User): Promise<void> {
    this.saved.push(user);
  }
}

class FakeMailer implements Mailer {
  readonly sent: string[] = [];

  async send(to: string, subject: string): Promise<void> {
    this.sent.push(`${to}: ${subject}`);
  }
}

const fixedClock: Clock = { now: () => new Date('2026-01-05T09:00:00Z') };
// #endregion fakes

// #region unit
test('signUp saves the user and sends one welcome mail', async () => {
  const users: FakeUsers = new FakeUsers();
  const mailer: FakeMailer = new FakeMailer();
  // No container: the constructor is the whole wiring a unit test needs.
  const service: SignupService = new SignupService(users, mailer, fixedClock);

  const user: User = await service.signUp('  Ada@Example.com ', 'Ada');

  assert.deepEqual(user, { email: 'ada@example.com', name: 'Ada', joinedAt: fixedClock.now() });
  assert.deepEqual(users.saved, [user]);
  assert.deepEqual(mailer.sent, ['ada@example.com: Welcome, Ada']);
});

test('signUp rejects an address that is already registered and sends nothing', async () => {
  const users: FakeUsers = new FakeUsers();
  const mailer: FakeMailer = new FakeMailer();
  const service: SignupService = new SignupService(users, mailer, fixedClock);
  await service.signUp('ada@example.com', 'Ada');

  await assert.rejects(service.signUp('ADA@example.com', 'Ada again'), /already registered/);
  assert.equal(mailer.sent.length, 1);
});
// #endregion unit
