import 'reflect-metadata';
import { Container, injectable } from 'inversify';

@injectable()
export class PriceList {
  public priceOf(item: string): number {
    return item === 'book' ? 12 : 5;
  }
}

// No @inject: the container finds PriceList through the constructor's
// emitted parameter types (emitDecoratorMetadata).
@injectable()
export class OrderService {
  constructor(private readonly prices: PriceList) {}

  public total(items: string[]): number {
    return items.reduce((sum: number, item: string) => sum + this.prices.priceOf(item), 0);
  }
}

export function buildContainer(): Container {
  const container: Container = new Container();
  container.bind(PriceList).toSelf();
  container.bind(OrderService).toSelf();
  return container;
}
