import { Container } from 'inversify';

class Clock {
  private constructor(public readonly zone: string) {}

  public static create(zone: string): Clock {
    return new Clock(zone);
  }
}

const container: Container = new Container();

// inversify 7: ServiceIdentifier includes Function, so a class whose
// constructor is private is still accepted as a service identifier
container.bind(Clock).toConstantValue(Clock.create('UTC'));

console.log(container.get(Clock).zone);
// prints: UTC
