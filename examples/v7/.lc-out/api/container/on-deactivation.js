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
    close() {
        console.log('database closed');
    }
};
Database = __decorate([
    (0, inversify_1.injectable)()
], Database);
const container = new inversify_1.Container();
container.bind(Database).toSelf().inSingletonScope();
// runs when a singleton of Database is released, for example on unbind
container.onDeactivation(Database, (database) => {
    database.close();
});
async function main() {
    container.get(Database);
    await container.unbind(Database);
    // prints: database closed
    console.log(container.isBound(Database));
    // prints: false
}
void main();
