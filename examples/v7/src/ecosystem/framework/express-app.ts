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
class Greeter {
  public greet(name: string): string {
    return `hello ${name}`;
  }
}

// a guard: the request reaches the handler only when activate returns true
@injectable()
class ApiKeyGuard implements Guard<Request> {
  public activate(request: Request): boolean {
    return request.headers['x-api-key'] === 'secret';
  }
}

@Controller('/greetings')
class GreetingController {
  constructor(@inject(Greeter) private readonly greeter: Greeter) {}

  // the returned string is sent as the response body
  @Get('/:name')
  public greet(@Params({ name: 'name' }) name: string): string {
    return this.greeter.greet(name);
  }

  // a returned object is sent as JSON; a JSON request body is parsed
  @UseGuard(ApiKeyGuard)
  @Post()
  public create(@Body() body: { name: string }): { created: string } {
    return { created: body.name };
  }
}
// #endregion controller

async function main(): Promise<void> {
  // #region bootstrap
  const container: Container = new Container();
  container.bind(Greeter).toSelf();
  container.bind(ApiKeyGuard).toSelf();
  // controllers are resolved from the container, so they need a binding too
  container.bind(GreetingController).toSelf();

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
  const greeting: Response = await fetch(`${base}/greetings/ninja`);
  console.log(greeting.status, greeting.headers.get('content-type'));
  // prints: 200 text/html; charset=utf-8
  console.log(await greeting.text());
  // prints: hello ninja

  const created: Response = await fetch(`${base}/greetings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': 'secret' },
    body: JSON.stringify({ name: 'shuriken' }),
  });
  console.log(created.status, created.headers.get('content-type'));
  // prints: 200 application/json; charset=utf-8
  console.log(await created.text());
  // prints: {"created":"shuriken"}

  const refused: Response = await fetch(`${base}/greetings`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'shuriken' }),
  });
  console.log(refused.status);
  // prints: 403
  // #endregion requests

  server.close();
  await once(server, 'close');
}

void main();
