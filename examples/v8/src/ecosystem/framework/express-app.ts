import { once } from 'node:events';
import { type Server } from 'node:http';
import { type AddressInfo } from 'node:net';

import { Controller, Get, Params } from '@inversifyjs/http-core';
import { InversifyExpressHttpAdapter } from '@inversifyjs/http-express';
import { type Application } from 'express';
import { Container, inject, injectable } from 'inversify';

// #region app
@injectable()
class GreetingService {
  public greet(name: string): string {
    return `hello, ${name}`;
  }
}

// @Controller makes the class injectable and registers its routes under /greetings
@Controller('/greetings')
class GreetingController {
  constructor(
    @inject(GreetingService)
    private readonly greetings: GreetingService,
  ) {}

  @Get('/:name')
  public greet(@Params({ name: 'name' }) name: string): { message: string } {
    // a returned object is sent as JSON
    return { message: this.greetings.greet(name) };
  }
}

// declared, but never bound below
@Controller('/forgotten')
class ForgottenController {
  @Get()
  public list(): string {
    return 'never served';
  }
}

const container: Container = new Container();
container.bind(GreetingService).toSelf();
// only controllers bound in the container get routes
container.bind(GreetingController).toSelf();
console.log(container.isBound(ForgottenController));
// prints: false

const adapter: InversifyExpressHttpAdapter = new InversifyExpressHttpAdapter(container, {
  logger: false,
});
const app: Application = await adapter.build();
// #endregion app

// #region run
// port 0: the system picks a free port; listen on localhost only
const server: Server = app.listen(0, '127.0.0.1');
await once(server, 'listening');
const { port } = server.address() as AddressInfo;

const response: Response = await fetch(`http://127.0.0.1:${String(port)}/greetings/ada`);
console.log(response.status, await response.text());
// prints: 200 {"message":"hello, ada"}

// ForgottenController is not bound, so its route does not exist
const missing: Response = await fetch(`http://127.0.0.1:${String(port)}/forgotten`);
console.log(missing.status);
// prints: 404

server.close();
await once(server, 'close');
console.log('server stopped');
// prints: server stopped
// #endregion run
