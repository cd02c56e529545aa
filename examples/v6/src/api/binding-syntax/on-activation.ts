import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Katana {
  public use(): string {
    return 'hit!';
  }
}

const calls: string[] = [];

const container: Container = new Container();

container
  .bind<Katana>('Katana')
  .to(Katana)
  .onActivation((context: interfaces.Context, katana: Katana): Katana => {
    // Return a proxy that records every call to use().
    const originalUse: () => string = katana.use.bind(katana);
    return new Proxy(katana, {
      get(target: Katana, property: string | symbol, receiver: unknown): unknown {
        if (property === 'use') {
          return (): string => {
            calls.push('use');
            return originalUse();
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
  });

const katana: Katana = container.get<Katana>('Katana');
console.log(katana.use(), katana.use());
// prints: hit! hit!
console.log(calls.length);
// prints: 2
