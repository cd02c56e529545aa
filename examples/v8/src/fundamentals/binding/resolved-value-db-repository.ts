import { Container, inject, injectable, type ServiceIdentifier } from 'inversify';

// Stand-ins for a database driver, so the sample runs without one.
interface Collection<T> {
  readonly name: string;
  find(): T[];
}

class DbConnection {
  constructor(public readonly url: string) {}

  public collection<T>(name: string, rows: T[]): Collection<T> {
    return { find: (): T[] => rows, name };
  }
}

async function connect(url: string): Promise<DbConnection> {
  await Promise.resolve(); // pretend to open a socket
  return new DbConnection(url);
}

interface User {
  readonly name: string;
}

@injectable()
class MyAwesomeEnvService {
  public getDbUrl(): string {
    return 'mongodb://localhost:27017/app';
  }
}

const dbConnectionId: ServiceIdentifier<DbConnection> = Symbol.for('DbConnection');
const userCollectionId: ServiceIdentifier<Collection<User>> = Symbol.for('UserCollection');

@injectable()
class UserRepository {
  constructor(
    @inject(userCollectionId)
    private readonly users: Collection<User>,
  ) {}

  public listNames(): string[] {
    return this.users.find().map((user: User): string => user.name);
  }
}

const container: Container = new Container();

container.bind(MyAwesomeEnvService).toSelf().inSingletonScope();

// The factory receives the resolved MyAwesomeEnvService and returns a promise.
// Singleton scope: the connection is opened once and shared.
container
  .bind<DbConnection>(dbConnectionId)
  .toResolvedValue(
    async (envService: MyAwesomeEnvService): Promise<DbConnection> =>
      connect(envService.getDbUrl()),
    [MyAwesomeEnvService],
  )
  .inSingletonScope();

// The collection is derived from the (already awaited) connection.
container
  .bind<Collection<User>>(userCollectionId)
  .toResolvedValue(
    (connection: DbConnection): Collection<User> =>
      connection.collection<User>('users', [{ name: 'Hanzo' }, { name: 'Kotaro' }]),
    [dbConnectionId],
  );

container.bind(UserRepository).toSelf();

async function main(): Promise<void> {
  // The connection binding is asynchronous, so resolution must be asynchronous too.
  const repository: UserRepository = await container.getAsync(UserRepository);

  console.log(repository.listNames().join(', '));
  // prints: Hanzo, Kotaro

  const connection: DbConnection = await container.getAsync<DbConnection>(dbConnectionId);
  console.log(connection.url);
  // prints: mongodb://localhost:27017/app
}

void main();
