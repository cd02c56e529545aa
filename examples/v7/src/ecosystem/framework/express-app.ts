import { once } from 'node:events';
import { Server } from 'node:http';
import { AddressInfo } from 'node:net';

import {
  Body,
  Controller,
  Get,
  Guard,
  Params,
  Post,
  UseGuard,
} from '@inversifyjs/http-core';
import { InversifyExpressHttpAdapter } from '@inversifyjs/http-express';
import { Application, Request } from 'express';
import { Container, inject, injectable } from 'inversify';

// #region controller
// an ordinary service, injected into the controller by the container
@injectable()
class OrderStatusService {
  public statusOf(orderId: string): string {
    return `order ${orderId} is shipped`;
  }
}

// a guard: the request reaches the handler only when activate returns true
@injectable()
class ApiKeyGuard implements Guard<Request> {
  public activate(request: Request): boolean {
    return request.headers['x-api-key'] === 'secret';
  }
}

@Controller('/orders')
class OrderController {
  constructor(@inject(OrderStatusService) private readonly statuses: OrderStatusService) {}

  // the returned string is sent as the response body
  @Get('/:id')
  public status(@Params({ name: 'id' }) id: string): string {
    return this.statuses.statusOf(id);
  }

  // a returned object is sent as JSON; a JSON request body is parsed
  @UseGuard(ApiKeyGuard)
  @Post()
  public create(@Body() body: { item: string }): { created: string } {
    return { created: body.item };
  }
}
// #endregion controller

async function main(): Promise<void> {
  // #region bootstrap
  const container: Container = new Container();
  container.bind(OrderStatusService).toSelf();
  container.bind(ApiKeyGuard).toSelf();
  // controllers are resolved from the container, so they need a binding too
  container.bind(OrderController).toSelf();

  // logger: false keeps the adapter from logging every route it maps
  const adapter: InversifyExpressHttpAdapter = new InversifyExpressHttpAdapter(container, {
    logger: false,
  });
  const app: Application = await adapter.build();

  // port 0: the system picks a free port
  const server: Server = app.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as AddressInfo;
  const base: string = `http://127.0.0.1:${port}`;
  // #endregion bootstrap

  // #region requests
  const status: Response = await fetch(`${base}/orders/42`);
  console.log(status.status, status.headers.get('content-type'));
  // prints: 200 text/html; charset=utf-8
  console.log(await status.text());
  // prints: order 42 is shipped

  const created: Response = await fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'secret' },
    body: JSON.stringify({ item: 'lamp' }),
  });
  console.log(created.status, created.headers.get('content-type'));
  // prints: 200 application/json; charset=utf-8
  console.log(await created.text());
  // prints: {"created":"lamp"}

  const refused: Response = await fetch(`${base}/orders`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ item: 'lamp' }),
  });
  console.log(refused.status);
  // prints: 403
  // #endregion requests

  server.close();
  await once(server, 'close');
}

void main();
