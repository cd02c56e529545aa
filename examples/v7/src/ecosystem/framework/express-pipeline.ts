import { once } from 'node:events';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';

import {
  ApplyMiddleware,
  BadRequestHttpResponse,
  Body,
  CatchError,
  Controller,
  CreatedHttpResponse,
  ErrorFilter,
  Get,
  Interceptor,
  InterceptorTransformObject,
  Middleware,
  Params,
  Pipe,
  Post,
  UseErrorFilter,
  UseInterceptor,
} from '@inversifyjs/http-core';
import { InversifyExpressHttpAdapter } from '@inversifyjs/http-express';
import { Application, NextFunction, Request, Response } from 'express';
import { Container, inject, injectable } from 'inversify';

interface Order {
  id: number;
  item: string;
}

class OrderNotFoundError extends Error {}

@injectable()
class InMemoryOrderRepository {
  readonly #orders: Map<number, Order> = new Map([[1, { id: 1, item: 'book' }]]);

  public find(id: number): Order {
    const order: Order | undefined = this.#orders.get(id);
    if (order === undefined) {
      throw new OrderNotFoundError(`order ${id} not found`);
    }
    return order;
  }

  public add(item: string): Order {
    const order: Order = { id: this.#orders.size + 1, item };
    this.#orders.set(order.id, order);
    return order;
  }
}

// #region pipe
// a pipe turns a raw parameter into what the handler needs, or refuses the request
@injectable()
class OrderIdPipe implements Pipe<string, number> {
  public execute(input: string): number {
    const id: number = Number(input);
    if (!Number.isInteger(id) || id < 1) {
      throw new BadRequestHttpResponse({ error: `"${input}" is not an order id` });
    }
    return id;
  }
}
// #endregion pipe

// #region filter
// an error filter turns one kind of error into a response
// (@CatchError also makes the class injectable: no @injectable() here)
@CatchError(OrderNotFoundError)
class OrderNotFoundFilter implements ErrorFilter<OrderNotFoundError, Request, Response> {
  public catch(error: OrderNotFoundError, _request: Request, response: Response): void {
    response.status(404).json({ error: error.message });
  }
}
// #endregion filter

// #region interceptor
// an interceptor runs around the handler and may transform its result
@injectable()
class EnvelopeInterceptor implements Interceptor<Request, Response> {
  public async intercept(
    _request: Request,
    _response: Response,
    next: () => Promise<InterceptorTransformObject>,
  ): Promise<void> {
    const transform: InterceptorTransformObject = await next();
    transform.push((value: unknown) => ({ data: value }));
  }
}
// #endregion interceptor

// #region middleware
// middleware runs before the handler, with the server library's own request, response and next
@injectable()
class RequestLogMiddleware implements Middleware<Request, Response, NextFunction, void> {
  public execute(request: Request, _response: Response, next: NextFunction): void {
    console.log(`${request.method} ${request.originalUrl}`);
    next();
  }
}
// #endregion middleware

// #region controller
@Controller('/orders')
@ApplyMiddleware(RequestLogMiddleware)
@UseErrorFilter(OrderNotFoundFilter)
class OrderController {
  constructor(@inject(InMemoryOrderRepository) private readonly repository: InMemoryOrderRepository) {}

  @UseInterceptor(EnvelopeInterceptor)
  @Get('/:id')
  public find(@Params({ name: 'id' }, OrderIdPipe) id: number): Order {
    return this.repository.find(id);
  }

  // a response class sets the status code
  @Post()
  public create(@Body() body: { item: string }): CreatedHttpResponse {
    return new CreatedHttpResponse(this.repository.add(body.item));
  }
}
// #endregion controller

async function main(): Promise<void> {
  // #region bootstrap
  const container: Container = new Container();
  container.bind(InMemoryOrderRepository).toSelf().inSingletonScope();
  // pipes, filters, interceptors and middleware are resolved from the container too
  container.bind(OrderIdPipe).toSelf();
  container.bind(OrderNotFoundFilter).toSelf();
  container.bind(EnvelopeInterceptor).toSelf();
  container.bind(RequestLogMiddleware).toSelf();
  container.bind(OrderController).toSelf();

  const adapter: InversifyExpressHttpAdapter = new InversifyExpressHttpAdapter(container, { logger: false });
  const app: Application = await adapter.build();
  // #endregion bootstrap

  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base: string = `http://127.0.0.1:${port}`;

  // #region requests
  const found: globalThis.Response = await fetch(`${base}/orders/1`);
  console.log(found.status, await found.text());
  // prints: GET /orders/1
  // prints: 200 {"data":{"id":1,"item":"book"}}

  const invalid: globalThis.Response = await fetch(`${base}/orders/abc`);
  console.log(invalid.status, await invalid.text());
  // prints: GET /orders/abc
  // prints: 400 {"error":"\"abc\" is not an order id"}

  const missing: globalThis.Response = await fetch(`${base}/orders/7`);
  console.log(missing.status, await missing.text());
  // prints: GET /orders/7
  // prints: 404 {"error":"order 7 not found"}

  const created: globalThis.Response = await fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: 'lamp' }),
  });
  console.log(created.status, await created.text());
  // prints: POST /orders
  // prints: 201 {"id":2,"item":"lamp"}
  // #endregion requests

  server.close();
  await once(server, 'close');
}

void main();
