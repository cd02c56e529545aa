import { Container, injectable, injectFromBase, postConstruct } from 'inversify';

@injectable()
class BaseRepository {
  public connected: boolean = false;

  @postConstruct()
  public connect(): void {
    this.connected = true;
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

console.log(`sql repository connected ${container.get(SqlOrderRepository).connected}`);
console.log(`in-memory repository connected ${container.get(InMemoryOrderRepository).connected}`);
// prints: sql repository connected true
// prints: in-memory repository connected false
