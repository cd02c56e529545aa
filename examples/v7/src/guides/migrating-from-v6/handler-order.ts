import { Container, injectable, postConstruct, preDestroy } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    console.log('  @postConstruct');
  }

  @preDestroy()
  public close(): void {
    console.log('  @preDestroy');
  }
}

// #region activation
const parent: Container = new Container();
const child: Container = new Container({ parent });

// the binding lives in the parent (a singleton, as in the v6 program); both containers
// register a handler
parent
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onActivation((_context, database: Database): Database => {
    console.log('  binding handler');
    return database;
  });
parent.onActivation(Database, (_context, database: Database): Database => {
  console.log('  parent container handler');
  return database;
});
child.onActivation(Database, (_context, database: Database): Database => {
  console.log('  child container handler');
  return database;
});

console.log('activation, resolved from the child:');
child.get(Database);
// prints: activation, resolved from the child:
// prints:   @postConstruct
// prints:   binding handler
// prints:   child container handler
// prints:   parent container handler
// #endregion activation

// #region deactivation
const root: Container = new Container();
const leaf: Container = new Container({ parent: root });

// the binding lives in the child; both containers register a handler
leaf
  .bind(Database)
  .toSelf()
  .inSingletonScope()
  .onDeactivation((): void => {
    console.log('  binding handler');
  });
leaf.onDeactivation(Database, (): void => {
  console.log('  child container handler');
});
root.onDeactivation(Database, (): void => {
  console.log('  parent container handler');
});

async function main(): Promise<void> {
  leaf.get(Database);
  // prints:   @postConstruct
  console.log('deactivation:');
  await leaf.unbind(Database);
  // prints: deactivation:
  // prints:   @preDestroy
  // prints:   binding handler
  // prints:   child container handler
  // prints:   parent container handler
}

void main();
// #endregion deactivation
