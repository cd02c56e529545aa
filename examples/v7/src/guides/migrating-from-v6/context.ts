import { Container, type ResolutionContext } from 'inversify';

interface PaymentGateway {
  charge(amount: number): string;
}

const container: Container = new Container();
container.bind<string>('Currency').toConstantValue('EUR');

// inversify 7: dynamic values receive a ResolutionContext with get* methods
container.bind<PaymentGateway>('PaymentGateway').toDynamicValue((context: ResolutionContext) => {
  const currency: string = context.get<string>('Currency');
  return { charge: (amount: number): string => `charged ${amount} ${currency}` };
});

// inversify 7: activation handlers receive a ResolutionContext as well
container.onActivation<PaymentGateway>('PaymentGateway', (_context: ResolutionContext, gateway: PaymentGateway) => ({
  charge: (amount: number): string => `${gateway.charge(amount)} (logged)`,
}));

console.log(container.get<PaymentGateway>('PaymentGateway').charge(25));
// prints: charged 25 EUR (logged)
