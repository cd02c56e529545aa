"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Database = class Database {
    connected = false;
};
Database = __decorate([
    (0, inversify_1.injectable)()
], Database);
const container = new inversify_1.Container();
container.bind(Database).toSelf();
// An activation handler may return a promise.
container.onActivation(Database, async (_context, database) => {
    await Promise.resolve(); // e.g. open a connection
    database.connected = true;
    return database;
});
async function main() {
    // The synchronous get cannot wait for the promise, so it throws.
    try {
        container.get(Database);
    }
    catch (error) {
        console.log(`get failed: ${error instanceof Error}`);
    }
    // getAsync waits for every asynchronous activation.
    const database = await container.getAsync(Database);
    console.log(`connected ${database.connected}`);
}
void main();
// prints: get failed: true
// prints: connected true
