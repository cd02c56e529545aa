// examples/v8/src/api/errors/post-construct-method-missing.ts in 6.x, where decorate() applies a method decorator to the prototype.
import { Container, decorate, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public connected: boolean = false;

  public connect(): void {
    this.connected = true;
  }
}

// decorate() takes the method's name as a string, so the compiler does not catch the typo
decorate(postConstruct(), Database.prototype, 'conect');

const container: Container = new Container();
container.bind(Database).toSelf();
console.log('resolving Database');
container.get(Database);
