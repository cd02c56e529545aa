import 'reflect-metadata';

import { type App, createApp } from './app.js';
import { loadConfig } from './config.js';

// #region main
async function main(): Promise<void> {
  const app: App = await createApp(loadConfig({ DATABASE_URL: 'memory://shop' }));
  const orderId: number = await app.orders.place('ada@example.com', 'keyboard');
  console.log(`order ${orderId} placed`);
  // prints: order 1 placed
  await app.shutdown();
  console.log('stopped');
  // prints: stopped
}

void main();
// #endregion main
