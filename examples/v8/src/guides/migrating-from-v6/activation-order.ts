import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    console.log('@postConstruct');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

parent.onActivation(Database, (_context, database: Database): Database => {
  console.log('parent container handler');
  return database;
});
child.onActivation(Database, (_context, database: Database): Database => {
  console.log('child container handler');
  return database;
});

// #region binding-in-parent
// The binding lives in the parent; the child resolves it.
parent
  .bind(Database)
  .toSelf()
  .onActivation((_context, database: Database): Database => {
    console.log('binding handler');
    return database;
  });

// inversify 8: container handlers from the resolving container up to the root,
// so the child's handler runs although the binding is the parent's
child.get(Database);
// prints: @postConstruct
// prints: binding handler
// prints: child container handler
// prints: parent container handler
// #endregion binding-in-parent

// #region binding-in-child
// The same identifier, now bound in the child.
child.bind(Database).toSelf();

// inversify 8: child first, then parent
child.get(Database);
// prints: @postConstruct
// prints: child container handler
// prints: parent container handler
// #endregion binding-in-child
