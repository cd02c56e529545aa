import 'reflect-metadata';

import assert from 'node:assert/strict';
import { test } from 'node:test';

import { Container } from 'inversify';

import { buildContainer } from './container';
import { PlaceOrder } from './orders';

// #region scope-test
test('request scope: one UnitOfWork per container.get() call', () => {
  const container: Container = buildContainer({ mug: 3 });

  const first: PlaceOrder = container.get(PlaceOrder);
  // inside one resolution, every service that asks for it gets the same instance ...
  assert.equal(first.orders.unitOfWork, first.unitOfWork);
  assert.equal(first.stock.unitOfWork, first.unitOfWork);

  // ... and the next resolution gets a new one
  const second: PlaceOrder = container.get(PlaceOrder);
  assert.notEqual(second.unitOfWork, first.unitOfWork);
});
// #endregion scope-test
