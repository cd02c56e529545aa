import { Body, ConflictHttpResponse, Controller, CreatedHttpResponse, Get, Headers, Post } from '@inversifyjs/http-core';
import { BadRequestHttpResponse } from '@inversifyjs/http-core';
import { InversifyExpressHttpAdapter } from '@inversifyjs/http-express';
import type { Application } from 'express';
import { Container, inject } from 'inversify';

import { type Order, OutOfStockError, PlaceOrder, Warehouse } from './orders.js';

// #region controller
@Controller('/orders')
export class OrdersController {
  // The adapter asks the container for the controller on every request,
  // so PlaceOrder and its request-scoped UnitOfWork are new each time.
  constructor(
    @inject(PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(Warehouse) private readonly warehouse: Warehouse,
  ) {}

  @Get()
  list(): Order[] {
    return this.warehouse.orders;
  }

  @Post()
  place(
    @Headers({ name: 'x-customer' }) customer: string | undefined,
    @Body() body: { sku: string; quantity: number },
  ): CreatedHttpResponse | BadRequestHttpResponse | ConflictHttpResponse {
    if (customer === undefined) return new BadRequestHttpResponse({ error: 'x-customer header missing' });
    try {
      return new CreatedHttpResponse(this.placeOrder.execute(customer, body.sku, body.quantity));
    } catch (error: unknown) {
      if (error instanceof OutOfStockError) return new ConflictHttpResponse({ error: error.message });
      throw error;
    }
  }
}
// #endregion controller

// #region app
export async function createExpressApp(container: Container): Promise<Application> {
  // Only controllers bound in the container get routes.
  container.bind(OrdersController).toSelf();
  const adapter: InversifyExpressHttpAdapter = new InversifyExpressHttpAdapter(container, { logger: false });
  return adapter.build();
}
// #endregion app
