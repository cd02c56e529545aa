import { Container, Provider } from 'inversify';

type ReceiptProvider = Provider<string, [number]>;

const container: Container = new Container();

// inversify 7: toProvider() is deprecated; a provider always returns a Promise
container
  .bind<ReceiptProvider>('ReceiptProvider')
  .toProvider(() => async (orderId: number) =>
    `receipt for order ${String(orderId)}`,
  );

async function main(): Promise<void> {
  const provideReceipt: ReceiptProvider =
    container.get<ReceiptProvider>('ReceiptProvider');
  console.log(await provideReceipt(7));
  // prints: receipt for order 7
}

void main();
