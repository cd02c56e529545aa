import { Container, interfaces } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

const container: Container = new Container();
container.bind<string>('Currency').toConstantValue('EUR');

// inversify 6: dynamic values receive interfaces.Context and reach the container through it
container.bind<PaymentGateway>('PaymentGateway').toDynamicValue((context: interfaces.Context) => {
  const currency: string = context.container.get<string>('Currency');
  return { charge: (amount: number): string => `charged ${amount} ${currency}` };
});

// inversify 6: activation handlers receive interfaces.Context as well
container.onActivation<PaymentGateway>('PaymentGateway', (_context: interfaces.Context, gateway: PaymentGateway) => ({
  charge: (amount: number): string => `${gateway.charge(amount)} (logged)`,
}));

console.log(container.get<PaymentGateway>('PaymentGateway').charge(25));
// prints: charged 25 EUR (logged)
