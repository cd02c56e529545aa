import { type AbstractNewable, Container, injectable, type Newable } from 'inversify';

abstract class Repository {
  public abstract find(): string;
}

@injectable()
class MemoryRepository extends Repository {
  public find(): string {
    return 'found in memory';
  }
}

// both helper types are exported by inversify 8
const abstractId: AbstractNewable<Repository> = Repository;
const concreteId: Newable<MemoryRepository> = MemoryRepository;

const container: Container = new Container();
container.bind(abstractId).to(concreteId);

console.log(container.get(abstractId).find());
// prints: found in memory
