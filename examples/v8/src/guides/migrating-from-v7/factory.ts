import { Container, type Factory } from 'inversify';

type ReceiptFactory = Factory<Promise<string>, [number]>;

const container: Container = new Container();

// inversify 8: toProvider() is gone; an async factory takes its place
container
  .bind<ReceiptFactory>('ReceiptFactory')
  .toFactory(() => async (orderId: number) =>
    `receipt for order ${String(orderId)}`,
  );

const createReceipt: ReceiptFactory =
  container.get<ReceiptFactory>('ReceiptFactory');
console.log(await createReceipt(7));
// prints: receipt for order 7
