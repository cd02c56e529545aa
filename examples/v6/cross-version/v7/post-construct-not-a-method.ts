// examples/v7/src/api/errors/post-construct-not-a-method.ts in 6.x, where decorate() applies a method decorator to the prototype.
import { Container, decorate, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public url: string = 'postgres://orders';

  public connect(): void {
    console.log(`connecting to ${this.url}`);
  }
}

// `url` is a property, not a method: nothing tells decorate() so
decorate(postConstruct(), Database.prototype, 'url');

const container: Container = new Container();
container.bind(Database).toSelf();
console.log('resolving Database');
container.get(Database);
