import { once } from 'node:events';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import {
  CatchError,
  Controller,
  type ErrorFilter,
  Get,
  type Guard,
  Params,
  type Pipe,
  UseErrorFilter,
  UseGuard,
} from '@inversifyjs/http-core';
import { InversifyExpressHttpAdapter } from '@inversifyjs/http-express';
import { type Application, type Request, type Response as ExpressResponse } from 'express';
import { Container, inject, injectable } from 'inversify';

// #region services
interface Order {
  id: number;
  customer: string;
}

class OrderNotFoundError extends Error {}

@injectable()
class InMemoryOrderRepository {
  readonly #orders: Order[] = [{ id: 1, customer: 'ada@example.com' }];

  public find(id: number): Order {
    const order: Order | undefined = this.#orders.find((candidate: Order) => candidate.id === id);
    if (order === undefined) throw new OrderNotFoundError(`order ${String(id)} not found`);
    return order;
  }
}
// #endregion services

// #region guard
// A guard answers one question: may this request reach the handler?
@injectable()
class ApiKeyGuard implements Guard<Request> {
  public activate(request: Request): boolean {
    return request.headers['x-api-key'] === 'secret';
  }
}
// #endregion guard

// #region pipe
// A pipe receives a handler argument and returns the value the handler gets.
@injectable()
class OrderIdPipe implements Pipe<string, number> {
  public execute(input: string): number {
    const id: number = Number(input);
    if (!Number.isInteger(id) || id < 1) throw new OrderNotFoundError(`order ${input} not found`);
    return id;
  }
}
// #endregion pipe

// #region filter
// An error filter turns the errors it catches into a response.
@CatchError(OrderNotFoundError)
class OrderNotFoundFilter implements ErrorFilter<OrderNotFoundError, Request, ExpressResponse> {
  public catch(error: OrderNotFoundError, _request: Request, response: ExpressResponse): void {
    response.status(404).json({ error: error.message });
  }
}
// #endregion filter

// #region controller
@Controller('/orders')
@UseGuard(ApiKeyGuard)
@UseErrorFilter(OrderNotFoundFilter)
class OrdersController {
  constructor(@inject(InMemoryOrderRepository) private readonly orders: InMemoryOrderRepository) {}

  @Get('/:id')
  public show(@Params({ name: 'id' }, OrderIdPipe) id: number): Order {
    return this.orders.find(id);
  }
}
// #endregion controller

// #region run
const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf().inSingletonScope();
container.bind(ApiKeyGuard).toSelf();
container.bind(OrderIdPipe).toSelf();
container.bind(OrderNotFoundFilter).toSelf();
container.bind(OrdersController).toSelf();

const app: Application = await new InversifyExpressHttpAdapter(container, { logger: false }).build();
const server: Server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const { port } = server.address() as AddressInfo;

async function request(path: string, apiKey?: string): Promise<void> {
  const headers: Record<string, string> = apiKey === undefined ? {} : { 'x-api-key': apiKey };
  const response: Response = await fetch(`http://127.0.0.1:${String(port)}${path}`, { headers });
  const body: string = await response.text();
  console.log(response.status, body === '' ? '(no body)' : body);
}

await request('/orders/1', 'secret');
// prints: 200 {"id":1,"customer":"ada@example.com"}
await request('/orders/1');
// prints: 403 (no body)
await request('/orders/2', 'secret');
// prints: 404 {"error":"order 2 not found"}
await request('/orders/abc', 'secret');
// prints: 404 {"error":"order abc not found"}

server.close();
await once(server, 'close');
// #endregion run
