import { Container } from 'inversify';

class Clock {
  private constructor(public readonly zone: string) {}

  public static create(zone: string): Clock {
    return new Clock(zone);
  }
}

const container: Container = new Container();

// inversify 8: ServiceIdentifier no longer includes Function, and a class
// with a private constructor is neither a Newable nor an AbstractNewable
// expect-error: TS2345
container.bind(Clock).toConstantValue(Clock.create('UTC'));
