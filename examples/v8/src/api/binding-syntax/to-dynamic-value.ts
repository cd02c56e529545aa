import { Container, injectable, type ResolutionContext } from 'inversify';

@injectable()
class SystemClock {
  public readonly zone: string = 'UTC';
}

class RequestContext {
  constructor(public readonly clock: SystemClock, public readonly requestId: number) {}
}

let nextRequestId: number = 1;

const container: Container = new Container();
container.bind(SystemClock).toSelf();
// The builder runs on every resolution (transient scope by default)
container
  .bind(RequestContext)
  .toDynamicValue((context: ResolutionContext): RequestContext => new RequestContext(context.get(SystemClock), nextRequestId++));

console.log(container.get(RequestContext).requestId, container.get(RequestContext).requestId);
// prints: 1 2

// A builder may also return a promise; resolve such a binding with getAsync
container
  .bind<string>('ShopName')
  .toDynamicValue(async (): Promise<string> => 'Example Shop');

console.log(await container.getAsync<string>('ShopName'));
// prints: Example Shop
