import 'reflect-metadata';

import assert from 'node:assert/strict';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, test } from 'node:test';

import { Container } from 'inversify';

import { buildContainer } from './container.js';
import { createServer, OrdersEndpoint } from './node-server.js';

// #region node-test
let server: http.Server;
let base: string;

before(async () => {
  server = createServer(buildContainer({ mug: 2 }));
  // port 0: the system picks a free port, so tests never collide
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

after(async () => {
  await new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve())));
});

const order = (customer: string, quantity: number): Promise<Response> =>
  fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'x-customer': customer },
    body: JSON.stringify({ sku: 'mug', quantity }),
  });

test('an order is placed for the customer named in the request', async () => {
  const response: Response = await order('ada', 1);
  assert.equal(response.status, 201);
  assert.deepEqual(await response.json(), { id: 1, customer: 'ada', sku: 'mug', quantity: 1 });
});

test('a failed request leaves nothing behind for the next one', async () => {
  assert.equal((await order('bob', 5)).status, 409);
  assert.equal((await order('cyd', 1)).status, 201);
  const orders: { customer: string }[] = (await (await fetch(`${base}/orders`)).json()) as { customer: string }[];
  assert.deepEqual(orders.map((o) => o.customer), ['ada', 'cyd']);
});
// #endregion node-test

test('a request without a customer is refused', async () => {
  const response: Response = await fetch(`${base}/orders`, { method: 'POST', body: '{}' });
  assert.equal(response.status, 400);
});

test('the endpoint cannot be resolved from the root container: only a request scope knows the request', () => {
  const root: Container = buildContainer({ mug: 1 });
  createServer(root);
  assert.throws(() => root.get(OrdersEndpoint), /RequestInfo/);
});
