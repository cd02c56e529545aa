import { inject, injectable } from 'inversify';

import { LOGGER, Logger } from './logger.js';

@injectable()
export class OrderRepository {
  readonly #items: string[] = [];

  constructor(
    @inject(LOGGER)
    private readonly logger: Logger,
  ) {}

  public save(item: string): number {
    this.#items.push(item);
    this.logger.log(`saved order ${String(this.#items.length)}: ${item}`);
    return this.#items.length;
  }
}

// Two dependencies: the repository (a class, its own identifier) and the logger (by its symbol).
@injectable()
export class OrderService {
  constructor(
    @inject(OrderRepository)
    private readonly repository: OrderRepository,
    @inject(LOGGER)
    private readonly logger: Logger,
  ) {}

  public place(customer: string, item: string): void {
    const id: number = this.repository.save(item);
    this.logger.log(`order ${String(id)} placed for ${customer}`);
  }
}
