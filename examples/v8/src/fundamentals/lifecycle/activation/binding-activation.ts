import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public use(): string {
    return 'hit!';
  }
}

const container: Container = new Container();

// A binding-level handler: it belongs to this binding only.
// Here it replaces the instance with a proxy that logs every call.
container
  .bind(Katana)
  .toSelf()
  .onActivation((_context, katana: Katana): Katana => {
    return new Proxy(katana, {
      get(target: Katana, property: string | symbol, receiver: unknown): unknown {
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

const katana: Katana = container.get(Katana);
console.log(katana.use());
// prints: calling use
// prints: hit!
