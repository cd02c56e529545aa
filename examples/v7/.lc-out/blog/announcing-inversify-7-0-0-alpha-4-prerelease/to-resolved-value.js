"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class UserRepository {
    connection;
    table;
    constructor(connection, table) {
        this.connection = connection;
        this.table = table;
    }
    findAll() {
        return this.connection
            .query(`SELECT name FROM ${this.table}`)
            .map((name) => ({ name }));
    }
}
const connectionId = Symbol.for('DatabaseConnection');
const usersTableId = Symbol.for('UsersTable');
const userRepositoryId = Symbol.for('UserRepository');
const container = new inversify_1.Container();
container.bind(connectionId).toConstantValue({
    query: (sql) => (sql.endsWith('app_users') ? ['ada', 'grace'] : []),
});
container.bind(usersTableId).toConstantValue('app_users');
// The factory receives resolved values, listed by service identifier, in parameter order.
// It never sees a ResolutionContext, so the whole graph is resolved in one pass.
container
    .bind(userRepositoryId)
    .toResolvedValue((connection, table) => new UserRepository(connection, table), [connectionId, usersTableId])
    .inSingletonScope();
const repository = container.get(userRepositoryId);
console.log(repository.findAll().map((user) => user.name).join(', '));
// prints: ada, grace
