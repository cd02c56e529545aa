import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    console.log('@postConstruct');
  }
}

// a parent and a child container, each with a container handler for Database
function containers(): { parent: Container; child: Container } {
  const parent: Container = new Container();
  const child: Container = parent.createChild();
  parent.onActivation(Database, (_context, database: Database): Database => {
    console.log('parent container handler');
    return database;
  });
  child.onActivation(Database, (_context, database: Database): Database => {
    console.log('child container handler');
    return database;
  });
  return { parent, child };
}

// #region binding-in-parent
// The binding lives in the parent; the child resolves it.
const first: { parent: Container; child: Container } = containers();
first.parent
  .bind(Database)
  .toSelf()
  .onActivation((_context, database: Database): Database => {
    console.log('binding handler');
    return database;
  });

// inversify 6: container handlers from the root down to the binding's container,
// so the child's handler does not run
first.child.get(Database);
// prints: @postConstruct
// prints: binding handler
// prints: parent container handler
// #endregion binding-in-parent

// #region binding-in-child
// The binding lives in the child.
const second: { parent: Container; child: Container } = containers();
second.child.bind(Database).toSelf();

// inversify 6: the root's handler first, then down to the child that owns the binding
second.child.get(Database);
// prints: @postConstruct
// prints: parent container handler
// prints: child container handler
// #endregion binding-in-child
