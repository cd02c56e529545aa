import { describe, expect, test } from 'vitest';

import { buildContainer, OrderService } from '../orders.js';

describe('OrderService', () => {
  test('adds up the prices of the items', () => {
    const service: OrderService = buildContainer().get(OrderService);
    expect(service.total(['book', 'pen'])).toBe(17);
  });
});
