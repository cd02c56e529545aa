import { Container } from 'inversify';
import { Clock, FixedClock, Greeter } from './greeter';

export function buildContainer(): Container {
  const container = new Container();
  container.bind(Clock).to(FixedClock).inSingletonScope();
  container.bind(Greeter).toSelf();
  return container;
}
