"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class DbConnection {
    url;
    constructor(url) {
        this.url = url;
    }
    collection(name, rows) {
        return { find: () => rows, name };
    }
}
async function connect(url) {
    await Promise.resolve(); // pretend to open a socket
    return new DbConnection(url);
}
let MyAwesomeEnvService = class MyAwesomeEnvService {
    getDbUrl() {
        return 'mongodb://localhost:27017/app';
    }
};
MyAwesomeEnvService = __decorate([
    (0, inversify_1.injectable)()
], MyAwesomeEnvService);
const dbConnectionId = Symbol.for('DbConnection');
const userCollectionId = Symbol.for('UserCollection');
let UserRepository = class UserRepository {
    users;
    constructor(users) {
        this.users = users;
    }
    listNames() {
        return this.users.find().map((user) => user.name);
    }
};
UserRepository = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(userCollectionId)),
    __metadata("design:paramtypes", [Object])
], UserRepository);
const container = new inversify_1.Container();
container.bind(MyAwesomeEnvService).toSelf().inSingletonScope();
// The factory receives the resolved MyAwesomeEnvService and returns a promise.
// Singleton scope: the connection is opened once and shared.
container
    .bind(dbConnectionId)
    .toResolvedValue(async (envService) => connect(envService.getDbUrl()), [MyAwesomeEnvService])
    .inSingletonScope();
// The collection is derived from the (already awaited) connection.
container
    .bind(userCollectionId)
    .toResolvedValue((connection) => connection.collection('users', [{ name: 'Hanzo' }, { name: 'Kotaro' }]), [dbConnectionId]);
container.bind(UserRepository).toSelf();
async function main() {
    // The connection binding is asynchronous, so resolution must be asynchronous too.
    const repository = await container.getAsync(UserRepository);
    console.log(repository.listNames().join(', '));
    // prints: Hanzo, Kotaro
    const connection = await container.getAsync(dbConnectionId);
    console.log(connection.url);
    // prints: mongodb://localhost:27017/app
}
void main();
