import { Container, injectable } from 'inversify';

@injectable()
class InMemoryOrderRepository {
  private static created: number = 0;
  public readonly serial: number = ++InMemoryOrderRepository.created;
}

const container: Container = new Container();
container.bind(InMemoryOrderRepository).toSelf().inSingletonScope();

const first: InMemoryOrderRepository = container.get(InMemoryOrderRepository);
const second: InMemoryOrderRepository = container.get(InMemoryOrderRepository);

// Built once, then cached by the binding.
console.log(first === second);
// prints: true
console.log(first.serial, second.serial);
// prints: 1 1
