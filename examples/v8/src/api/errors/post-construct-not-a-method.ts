import { Container, decorate, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public url: string = 'postgres://orders';

  public connect(): void {
    console.log(`connecting to ${this.url}`);
  }
}

// `url` is a property, not a method: nothing tells decorate() so
decorate(postConstruct(), Database, 'url');

const container: Container = new Container();
container.bind(Database).toSelf();
console.log('resolving Database');
// prints: resolving Database
container.get(Database);
// throws: Expecting a "url" method when resolving "Database" class @postConstruct decorated method, a non function property was found instead.
