import { Container, injectable, interfaces, postConstruct } from 'inversify';

@injectable()
class Database {
  public readonly steps: string[] = [];

  @postConstruct()
  public init(): void {
    this.steps.push('postConstruct');
  }
}

const root: Container = new Container();
const child: Container = root.createChild();

// The binding lives in the child container.
child
  .bind(Database)
  .toSelf()
  .onActivation((context: interfaces.Context, database: Database): Database => {
    database.steps.push('binding handler');
    return database;
  });

child.onActivation(Database, (context: interfaces.Context, database: Database): Database => {
  database.steps.push('child container handler');
  return database;
});

root.onActivation(Database, (context: interfaces.Context, database: Database): Database => {
  database.steps.push('root container handler');
  return database;
});

console.log(child.get(Database).steps.join(' -> '));
// prints: postConstruct -> binding handler -> root container handler -> child container handler
