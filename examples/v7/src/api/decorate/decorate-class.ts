import { Container, decorate, injectable } from 'inversify';

class SystemClock {
  public readonly zone: string = 'UTC';
}

// Same effect as writing @injectable('Singleton') above the class
decorate(injectable('Singleton'), SystemClock);

const container: Container = new Container();
container.bind(SystemClock).toSelf();

console.log(container.get(SystemClock).zone);
// prints: UTC
console.log(container.get(SystemClock) === container.get(SystemClock));
// prints: true
