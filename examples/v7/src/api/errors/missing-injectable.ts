import { Container } from 'inversify';

// no @injectable(), and nothing to inject
class SystemClock {
  public now(): string {
    return '2024-05-01T09:00:00.000Z';
  }
}

const container: Container = new Container();
container.bind(SystemClock).toSelf();

console.log(container.get(SystemClock).now());
// prints: 2024-05-01T09:00:00.000Z
