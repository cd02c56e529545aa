import { Container, injectable, injectFromBase, postConstruct } from 'inversify';

@injectable()
class BaseRepository {
  public ready: boolean = false;

  @postConstruct()
  public connect(): void {
    this.ready = true;
  }
}

// By default the base @postConstruct method is inherited as well.
@injectable()
@injectFromBase()
class SqlOrderRepository extends BaseRepository {}

// Lifecycle methods can be left out with the lifecycle options.
@injectable()
@injectFromBase({ lifecycle: { extendPostConstructMethods: false } })
class InMemoryOrderRepository extends BaseRepository {}

const container: Container = new Container();
container.bind(SqlOrderRepository).toSelf();
container.bind(InMemoryOrderRepository).toSelf();

console.log(`sql repository ready ${container.get(SqlOrderRepository).ready}`);
console.log(`in-memory repository ready ${container.get(InMemoryOrderRepository).ready}`);
// prints: sql repository ready true
// prints: in-memory repository ready false
