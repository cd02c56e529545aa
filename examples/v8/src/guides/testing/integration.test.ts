import 'reflect-metadata';

import assert from 'node:assert/strict';
import { after, afterEach, before, beforeEach, describe, test } from 'node:test';

import { Container } from 'inversify';

import { buildContainer } from './container.js';
import { MAILER, type Mailer, USER_REPOSITORY, type UserRepository } from './contracts.js';
import { SignupService } from './signup-service.js';

// #region integration
describe('signing up through the real container', () => {
  let container: Container;
  const sent: string[] = [];

  before(() => {
    container = buildContainer({ smtpHost: 'smtp.invalid' });
  });

  beforeEach(() => {
    // Remember the real bindings, then swap only the mailer for a recording fake.
    container.snapshot();
    sent.length = 0;
    container.rebind<Mailer>(MAILER).toConstantValue({
      send: async (to: string, subject: string) => {
        sent.push(`${to}: ${subject}`);
      },
    });
  });

  afterEach(() => {
    container.restore();
  });

  test('a new user gets a welcome mail', async () => {
    const signup: SignupService = container.get(SignupService);
    await signup.signUp('grace@example.com', 'Grace');
    assert.deepEqual(sent, ['grace@example.com: Welcome, Grace']);
  });

  test('the repository is real: a second sign-up with the same address fails', async () => {
    const signup: SignupService = container.get(SignupService);
    await signup.signUp('linus@example.com', 'Linus');
    await assert.rejects(signup.signUp('linus@example.com', 'Linus'), /already registered/);
    assert.equal(sent.length, 1);
  });
});
// #endregion integration

// #region restore
describe('after restore', () => {
  let container: Container;

  before(() => {
    container = buildContainer({ smtpHost: 'smtp.invalid' });
    container.snapshot();
    container.rebind<Mailer>(MAILER).toConstantValue({ send: async () => {} });
    container.restore();
  });

  after(() => {
    container.unbindAll();
  });

  test('the real mailer is bound again', async () => {
    const signup: SignupService = container.get(SignupService);
    await assert.rejects(signup.signUp('ken@example.com', 'Ken'), /would connect to smtp\.invalid/);
  });

  test('restore brings back bindings, not the state of values already created', async () => {
    container.snapshot();
    container.rebind<Mailer>(MAILER).toConstantValue({ send: async () => {} });
    await container.get(SignupService).signUp('eve@example.com', 'Eve');
    container.restore();
    // the repository is a constant value: the same object before and after, with Eve still in it
    const users: UserRepository = container.get<UserRepository>(USER_REPOSITORY);
    assert.notEqual(await users.findByEmail('eve@example.com'), undefined);
  });
});
// #endregion restore
