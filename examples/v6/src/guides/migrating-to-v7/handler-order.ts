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
const child: Container = parent.createChild();

// the binding lives in the parent (a singleton: inversify 6 refuses @preDestroy on a
// transient class); both containers register a handler
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

// inversify 6: the container handlers run from the root down to the binding's container,
// so the child's handler is skipped
console.log('activation, resolved from the child:');
child.get(Database);
// prints: activation, resolved from the child:
// prints:   @postConstruct
// prints:   binding handler
// prints:   parent container handler
// #endregion activation

// #region deactivation
const root: Container = new Container();
const leaf: Container = root.createChild();

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

leaf.get(Database);
// prints:   @postConstruct

// inversify 6: the container handlers first, then the binding's handler, then @preDestroy
console.log('deactivation:');
leaf.unbind(Database);
// prints: deactivation:
// prints:   child container handler
// prints:   parent container handler
// prints:   binding handler
// prints:   @preDestroy
// #endregion deactivation
