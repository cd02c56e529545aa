import { injectable } from 'inversify';
import { EventBus } from './bus.js';

@injectable()
export class Orders {
  private next = 1;

  constructor(private readonly bus: EventBus) {}

  place(item: string): void {
    this.bus.emit('placed', { id: this.next++, item });
  }
}

@injectable()
export class Shipping {
  constructor(bus: EventBus) {
    bus.on('placed', (order: { id: number; item: string }) => console.log(`ship #${order.id}: ${order.item}`));
  }
}
