import { Container, inject, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  public connected: boolean = false;

  @inject('DatabaseUrl')
  public readonly url!: string;

  // Runs after the constructor and after property injection
  @postConstruct()
  public connect(): void {
    console.log(`connecting to ${this.url}`);
    this.connected = true;
  }
}

const container: Container = new Container();
container.bind<string>('DatabaseUrl').toConstantValue('postgres://orders');
container.bind(Database).toSelf();

const database: Database = container.get(Database);
// prints: connecting to postgres://orders
console.log(database.connected);
// prints: true
