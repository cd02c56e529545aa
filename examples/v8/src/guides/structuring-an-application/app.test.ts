import 'reflect-metadata';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Container, ContainerModule } from 'inversify';

import { type App, createApp } from './app.js';
import { loadConfig } from './config.js';
import { type AppConfig, CONFIG, DATABASE, type Database, MAILER } from './contracts.js';
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

// #region sync-shutdown-test
test('the synchronous variant cannot wait for an asynchronous close', async () => {
  const container: Container = new Container();
  container.bind<AppConfig>(CONFIG).toConstantValue(config);
  container.load(databaseModule);
  await container.getAsync<Database>(DATABASE);
  assert.throws(() => container.unbindAll(), /Unexpected asynchronous deactivation/);
});
// #endregion sync-shutdown-test

test('features meet only through shared identifiers', async () => {
  const container: Container = new Container();
  container.load(mailModule);
  // the mail feature binds the Mailer contract; it never imports the orders feature
  assert.equal(container.isBound(MAILER), true);
});

test('load() refuses a module whose callback is asynchronous: that is what loadAsync() is for', async () => {
  const slowModule: ContainerModule = new ContainerModule(async ({ bind }) => {
    await Promise.resolve();
    bind<AppConfig>(CONFIG).toConstantValue(config);
  });
  assert.throws(() => new Container().load(slowModule), /Unexpected asynchronous module load/);

  const container: Container = new Container();
  await container.loadAsync(slowModule);
  assert.equal(container.isBound(CONFIG), true);
});
