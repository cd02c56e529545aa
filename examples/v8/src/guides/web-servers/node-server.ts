import { randomUUID } from 'node:crypto';
import http from 'node:http';

import { Container, inject, injectable } from 'inversify';

import { type Order, OutOfStockError, PlaceOrder, Warehouse } from './orders.js';

// #region request-info
export interface RequestInfo {
  readonly requestId: string;
  readonly customer: string | undefined;
}

export const REQUEST_INFO: symbol = Symbol.for('RequestInfo');
// #endregion request-info

interface Reply {
  readonly status: number;
  readonly body: unknown;
}

// #region endpoint
@injectable()
export class OrdersEndpoint {
  constructor(
    @inject(REQUEST_INFO) private readonly request: RequestInfo,
    @inject(PlaceOrder) private readonly placeOrder: PlaceOrder,
    @inject(Warehouse) private readonly warehouse: Warehouse,
  ) {}

  handle(method: string | undefined, url: string | undefined, body: string): Reply {
    if (method === 'GET' && url === '/orders') {
      return { status: 200, body: this.warehouse.orders };
    }
    if (method === 'POST' && url === '/orders') {
      if (this.request.customer === undefined) return { status: 400, body: { error: 'x-customer header missing' } };
      const { sku, quantity } = JSON.parse(body) as { sku: string; quantity: number };
      try {
        const order: Order = this.placeOrder.execute(this.request.customer, sku, quantity);
        return { status: 201, body: order };
      } catch (error: unknown) {
        if (error instanceof OutOfStockError) return { status: 409, body: { error: error.message } };
        throw error;
      }
    }
    return { status: 404, body: { error: `${method} ${url} not found` } };
  }
}
// #endregion endpoint

// #region server
export function createServer(root: Container): http.Server {
  root.bind(OrdersEndpoint).toSelf();

  return http.createServer(async (req: http.IncomingMessage, res: http.ServerResponse) => {
    let body: string = '';
    for await (const chunk of req) body += String(chunk);

    // A child container per request holds what only this request knows.
    const scope: Container = new Container({ parent: root });
    const header: string | string[] | undefined = req.headers['x-customer'];
    scope.bind<RequestInfo>(REQUEST_INFO).toConstantValue({
      requestId: randomUUID(),
      customer: typeof header === 'string' ? header : undefined,
    });

    const reply: Reply = scope.get(OrdersEndpoint).handle(req.method, req.url, body);
    res.writeHead(reply.status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(reply.body));
  });
}
// #endregion server
