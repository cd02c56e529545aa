import { inject, injectable } from 'inversify';

export interface Order {
  readonly id: number;
  readonly customer: string;
  readonly sku: string;
  readonly quantity: number;
}

export class OutOfStockError extends Error {}

// Shared by every request: stands in for the database.
export class Warehouse {
  readonly orders: Order[] = [];
  readonly #stock: Map<string, number>;

  constructor(stock: Record<string, number>) {
    this.#stock = new Map(Object.entries(stock));
  }

  stockOf(sku: string): number {
    return this.#stock.get(sku) ?? 0;
  }

  setStock(sku: string, quantity: number): void {
    this.#stock.set(sku, quantity);
  }
}

// #region unit-of-work
let unitsOfWork: number = 0;

// Collects the changes of one request and applies them together, or not at all.
@injectable()
export class UnitOfWork {
  readonly id: number = ++unitsOfWork;
  readonly #changes: (() => void)[] = [];

  add(change: () => void): void {
    this.#changes.push(change);
  }

  commit(): void {
    for (const change of this.#changes.splice(0)) change();
  }
}
// #endregion unit-of-work

// #region services
@injectable()
export class OrderService {
  constructor(
    @inject(Warehouse) private readonly warehouse: Warehouse,
    @inject(UnitOfWork) readonly unitOfWork: UnitOfWork,
  ) {}

  create(customer: string, sku: string, quantity: number): Order {
    const order: Order = { id: this.warehouse.orders.length + 1, customer, sku, quantity };
    this.unitOfWork.add(() => this.warehouse.orders.push(order));
    return order;
  }
}

@injectable()
export class StockService {
  constructor(
    @inject(Warehouse) private readonly warehouse: Warehouse,
    @inject(UnitOfWork) readonly unitOfWork: UnitOfWork,
  ) {}

  reserve(sku: string, quantity: number): void {
    const left: number = this.warehouse.stockOf(sku) - quantity;
    if (left < 0) throw new OutOfStockError(`only ${this.warehouse.stockOf(sku)} ${sku} left`);
    this.unitOfWork.add(() => this.warehouse.setStock(sku, left));
  }
}

// The use case both servers call. Its three collaborators must share one UnitOfWork.
@injectable()
export class PlaceOrder {
  constructor(
    @inject(OrderService) readonly orders: OrderService,
    @inject(StockService) readonly stock: StockService,
    @inject(UnitOfWork) readonly unitOfWork: UnitOfWork,
  ) {}

  execute(customer: string, sku: string, quantity: number): Order {
    const order: Order = this.orders.create(customer, sku, quantity);
    this.stock.reserve(sku, quantity);
    this.unitOfWork.commit();
    return order;
  }
}
// #endregion services
