import { Container, injectable } from 'inversify';

@injectable()
class CardPaymentGateway {
  public charge(amount: number): string {
    return `charged ${amount} EUR`;
  }
}

const container: Container = new Container();

// A binding-level handler: it belongs to this binding only.
// Here it replaces the instance with a proxy that logs every call.
container
  .bind(CardPaymentGateway)
  .toSelf()
  .onActivation((_context, gateway: CardPaymentGateway): CardPaymentGateway => {
    return new Proxy(gateway, {
      get(target: CardPaymentGateway, property: string | symbol, receiver: unknown): unknown {
        const value: unknown = Reflect.get(target, property, receiver);
        if (typeof value === 'function') {
          return (...args: unknown[]): unknown => {
            console.log(`calling ${String(property)}`);
            return Reflect.apply(value, target, args);
          };
        }
        return value;
      },
    });
  });

const gateway: CardPaymentGateway = container.get(CardPaymentGateway);
console.log(gateway.charge(25));
// prints: calling charge
// prints: charged 25 EUR
