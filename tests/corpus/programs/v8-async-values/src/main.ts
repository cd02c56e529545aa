import { Container, inject, injectable } from 'inversify';

const SECRETS = Symbol('Secrets');

interface Secrets {
  apiKey: string;
}

@injectable()
class PaymentGateway {
  constructor(@inject(SECRETS) private readonly secrets: Secrets) {}

  charge(cents: number): string {
    return `charged ${cents} with key ${this.secrets.apiKey.slice(0, 4)}…`;
  }
}

const container = new Container();
container
  .bind<Secrets>(SECRETS)
  .toDynamicValue(async () => {
    await new Promise((resolve) => setTimeout(resolve, 5));
    return { apiKey: 'sk_live_123456' };
  })
  .inSingletonScope();
container
  .bind(PaymentGateway)
  .toSelf()
  .onActivation((_context, gateway) => {
    console.log('gateway activated');
    return gateway;
  });

try {
  container.get(PaymentGateway);
} catch (error) {
  console.log(`sync get refused: ${(error as Error).name}`);
}
const gateway = await container.getAsync(PaymentGateway);
console.log(gateway.charge(1250));
