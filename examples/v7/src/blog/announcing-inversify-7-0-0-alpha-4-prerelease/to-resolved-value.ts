import { Container, ServiceIdentifier } from 'inversify';

interface DatabaseConnection {
  query(sql: string): string[];
}

interface User {
  readonly name: string;
}

class UserRepository {
  constructor(
    private readonly connection: DatabaseConnection,
    private readonly table: string,
  ) {}

  public findAll(): User[] {
    return this.connection
      .query(`SELECT name FROM ${this.table}`)
      .map((name: string): User => ({ name }));
  }
}

const connectionId: ServiceIdentifier<DatabaseConnection> = Symbol.for('DatabaseConnection');
const usersTableId: ServiceIdentifier<string> = Symbol.for('UsersTable');
const userRepositoryId: ServiceIdentifier<UserRepository> = Symbol.for('UserRepository');

const container: Container = new Container();

container.bind<DatabaseConnection>(connectionId).toConstantValue({
  query: (sql: string): string[] => (sql.endsWith('app_users') ? ['ada', 'grace'] : []),
});
container.bind<string>(usersTableId).toConstantValue('app_users');

// The factory receives resolved values, listed by service identifier, in parameter order.
// It never sees a ResolutionContext, so the whole graph is resolved in one pass.
container
  .bind<UserRepository>(userRepositoryId)
  .toResolvedValue(
    (connection: DatabaseConnection, table: string): UserRepository =>
      new UserRepository(connection, table),
    [connectionId, usersTableId],
  )
  .inSingletonScope();

const repository: UserRepository = container.get(userRepositoryId);
console.log(repository.findAll().map((user: User): string => user.name).join(', '));
// prints: ada, grace
