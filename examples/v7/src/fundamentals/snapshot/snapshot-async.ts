import { Container } from 'inversify';

interface Database {
  id: number;
  open: boolean;
}

let connections: number = 0;

async function connect(): Promise<Database> {
  connections += 1;
  return { id: connections, open: true };
}

const container: Container = new Container();
container
  .bind<Database>('Database')
  .toDynamicValue(connect)
  .inSingletonScope()
  .onDeactivation((database: Database): void => {
    database.open = false;
  });

async function main(): Promise<void> {
  // #region cache
  // a singleton resolved before snapshot() is part of the saved state
  const before: Database = await container.getAsync<Database>('Database');
  container.snapshot();
  container.restore();
  console.log((await container.getAsync<Database>('Database')) === before);
  // prints: true

  // a singleton first resolved after snapshot() is not: restore() forgets it,
  // and the next request connects again
  const fresh: Container = new Container();
  fresh.bind<Database>('Database').toDynamicValue(connect).inSingletonScope();
  fresh.snapshot();
  const first: Database = await fresh.getAsync<Database>('Database');
  fresh.restore();
  const second: Database = await fresh.getAsync<Database>('Database');
  console.log(`connection ${first.id}, then connection ${second.id}`);
  // prints: connection 2, then connection 3
  // #endregion cache

  // #region deactivated
  // rebind() after a snapshot deactivates the cached singleton...
  container.snapshot();
  (await container.rebind<Database>('Database')).toConstantValue({ id: 0, open: true });
  console.log(`open after rebind: ${before.open}`);
  // prints: open after rebind: false

  // ...and restore() brings back the binding with that same, now closed, instance
  container.restore();
  const restored: Database = await container.getAsync<Database>('Database');
  console.log(`same instance: ${restored === before}, open: ${restored.open}`);
  // prints: same instance: true, open: false
  // #endregion deactivated
}

void main();
