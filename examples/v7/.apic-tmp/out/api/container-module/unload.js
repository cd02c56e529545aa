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
const persistence = new inversify_1.ContainerModule((options) => {
    options.bind(Database).toSelf().inSingletonScope();
    options.onDeactivation(Database, (database) => {
        database.close();
    });
});
const container = new inversify_1.Container();
async function main() {
    await container.load(persistence);
    container.get(Database);
    // unloading removes the module's bindings and deactivates their singletons
    await container.unload(persistence);
    // prints: database closed
    console.log(container.isBound(Database));
    // prints: false
    // the module can be loaded again later
    container.loadSync(persistence);
    console.log(container.isBound(Database));
    // prints: true
}
void main();
