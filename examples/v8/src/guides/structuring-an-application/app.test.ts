import 'reflect-metadata';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Container } from 'inversify';

import { App, createApp } from './app.js';
import { loadConfig } from './config.js';
import { AppConfig, CONFIG, DATABASE, Database, MAILER } from './contracts.js';
import { databaseModule, MemoryDatabase } from './database-module.js';
import { mailModule } from './mail-module.js';
import { ordersModule } from './orders-module.js';

const config: AppConfig = loadConfig({ DATABASE_URL: 'memory://test' });

// #region config-test
test('configuration is checked once, at start-up', () => {
  assert.throws(() => loadConfig({}), /DATABASE_URL is not set/);
  assert.equal(loadConfig({ DATABASE_URL: 'memory://x' }).mailFrom, 'shop@example.com');
});
// #endregion config-test

test('placing an order stores it and queues a confirmation mail', async () => {
  const app: App = await createApp(config);
  assert.equal(await app.orders.place('ada@example.com', 'keyboard'), 1);
  await app.shutdown();
});

// #region lifecycle-test
test('the database is connected once and closed at shutdown', async () => {
  const container: Container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  container.load(databaseModule, mailModule, ordersModule);

  const before: number = MemoryDatabase.connections;
  const [first, second] = await Promise.all([
    container.getAsync<Database>(DATABASE),
    container.getAsync<Database>(DATABASE),
  ]);
  assert.equal(first, second);
  assert.equal(MemoryDatabase.connections, before + 1);

  await container.unbindAllAsync();
  assert.equal(first.isOpen, false);
});
// #endregion lifecycle-test

test('features meet only through shared identifiers', async () => {
  const container: Container = new Container();
  container.load(mailModule);
  // the mail feature binds the Mailer contract; it never imports the orders feature
  assert.equal(container.isBound(MAILER), true);
});
