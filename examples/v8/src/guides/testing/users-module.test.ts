import 'reflect-metadata';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Container } from 'inversify';

import { buildContainer, rootServices } from './container.js';
import { MAIL_SETTINGS, MAILER, type MailSettings, USER_REPOSITORY } from './contracts.js';
import { SignupService } from './signup-service.js';
import { SmtpMailer, usersModule } from './users-module.js';

// #region module-test
test('the users module resolves once its one outside dependency is bound', () => {
  const container: Container = new Container();
  container.load(usersModule);
  // Without MAIL_SETTINGS the module is incomplete, and resolving says so.
  assert.throws(() => container.get(SignupService), /MailSettings/);

  container.bind<MailSettings>(MAIL_SETTINGS).toConstantValue({ smtpHost: 'smtp.test' });
  assert.ok(container.get(SignupService) instanceof SignupService);
});

test('the users module keeps one repository for the whole container', () => {
  const container: Container = new Container();
  container.load(usersModule);
  assert.equal(container.get(USER_REPOSITORY), container.get(USER_REPOSITORY));
  container.unload(usersModule);
  assert.equal(container.isBound(USER_REPOSITORY), false);
});
// #endregion module-test

// #region graph-test
test('every root service of the application resolves', () => {
  const container: Container = buildContainer({ smtpHost: 'smtp.test' });
  for (const id of rootServices) {
    assert.doesNotThrow(() => container.get(id), `cannot resolve ${String(id)}`);
  }
  // The production container binds the real mailer.
  assert.ok(container.get(MAILER) instanceof SmtpMailer);
});
// #endregion graph-test
