import { Container, decorate, injectable } from 'inversify';

// A class from code you cannot annotate, e.g. compiled JavaScript
class InMemoryOrderRepository {
  public readonly orders: string[] = [];
}

// Same effect as writing @injectable('Singleton') above the class
decorate(injectable('Singleton'), InMemoryOrderRepository);

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf();

console.log(container.get(InMemoryOrderRepository).orders.length);
// prints: 0
console.log(container.get(InMemoryOrderRepository) === container.get(InMemoryOrderRepository));
// prints: true
