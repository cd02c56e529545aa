import { Container, injectable, postConstruct } from 'inversify';

@injectable()
class Database {
  @postConstruct()
  public connect(): void {
    console.log('1. @postConstruct');
  }
}

const parent: Container = new Container();
const child: Container = new Container({ parent });

// The binding lives in the parent container.
parent
  .bind(Database)
  .toSelf()
  .onActivation((_context, database: Database): Database => {
    console.log('2. binding handler');
    return database;
  });

parent.onActivation(Database, (_context, database: Database): Database => {
  console.log('parent container handler');
  return database;
});

child.onActivation(Database, (_context, database: Database): Database => {
  console.log('child container handler');
  return database;
});

console.log('child.get:');
child.get(Database);
console.log('parent.get:');
parent.get(Database);
// prints: child.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: child container handler
// prints: parent container handler
// prints: parent.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: parent container handler
