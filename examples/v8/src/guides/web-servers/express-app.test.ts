import 'reflect-metadata';

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

import type { Application } from 'express';

import { buildContainer } from './container.js';
import { createExpressApp } from './express-app.js';

// #region express-test
let server: http.Server;
let base: string;

before(async () => {
  const app: Application = await createExpressApp(buildContainer({ mug: 2 }));
  await new Promise<void>((resolve) => {
    server = app.listen(0, '127.0.0.1', () => resolve());
  });
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});
// #endregion express-test

const order = (customer: string, quantity: number): Promise<Response> =>
  fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-customer': customer },
    body: JSON.stringify({ sku: 'mug', quantity }),
  });

test('the controller places an order', async () => {
  const response: Response = await order('ada', 1);
  assert.equal(response.status, 201);
  assert.deepEqual(await response.json(), { id: 1, customer: 'ada', sku: 'mug', quantity: 1 });
});

test('each request gets its own UnitOfWork: a failed order is not committed later', async () => {
  assert.equal((await order('bob', 5)).status, 409);
  assert.equal((await order('cyd', 1)).status, 201);
  const orders: { customer: string }[] = (await (await fetch(`${base}/orders`)).json()) as { customer: string }[];
  assert.deepEqual(orders.map((o) => o.customer), ['ada', 'cyd']);
});

test('a request without a customer is refused', async () => {
  const response: Response = await fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: '{}',
  });
  assert.equal(response.status, 400);
});
