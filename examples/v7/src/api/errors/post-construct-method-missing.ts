import { Container, decorate, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public connected: boolean = false;

  public connect(): void {
    this.connected = true;
  }
}

// decorate() takes the method's name as a string, so the compiler does not catch the typo
decorate(postConstruct(), Database, 'conect');

const container: Container = new Container();
container.bind(Database).toSelf();
console.log('resolving Database');
// prints: resolving Database
container.get(Database);
// throws: Expecting a "conect" property when resolving "Database" class @postConstruct decorated method, none found.
