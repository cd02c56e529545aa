import { Container, decorate, injectable, postConstruct } from 'inversify';

class Database {
  public connected: boolean = false;

  public connect(): void {
    this.connected = true;
  }
}

decorate(injectable(), Database);
// The third argument names the method
decorate(postConstruct(), Database, 'connect');

const container: Container = new Container();
container.bind(Database).toSelf();

console.log(container.get(Database).connected);
// prints: true
