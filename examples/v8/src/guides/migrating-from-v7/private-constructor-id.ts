import { Container, type ServiceIdentifier } from 'inversify';

class Clock {
  private constructor(public readonly zone: string) {}

  public static create(zone: string): Clock {
    return new Clock(zone);
  }
}

// inversify 8: give such a class a symbol (or string) identifier instead
const clockId: ServiceIdentifier<Clock> = Symbol.for('Clock');

const container: Container = new Container();
container.bind<Clock>(clockId).toConstantValue(Clock.create('UTC'));

console.log(container.get<Clock>(clockId).zone);
// prints: UTC
