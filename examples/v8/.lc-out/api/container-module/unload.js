var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, ContainerModule, injectable, } from 'inversify';
let Database = class Database {
    close() {
        console.log('database closed');
    }
};
Database = __decorate([
    injectable()
], Database);
const persistence = new ContainerModule((options) => {
    options.bind(Database).toSelf().inSingletonScope();
    options.onDeactivation(Database, (database) => {
        database.close();
    });
});
const container = new Container();
container.load(persistence);
container.get(Database);
// unloading removes the module's bindings and deactivates their singletons
container.unload(persistence);
// prints: database closed
console.log(container.isBound(Database));
// prints: false
// unloadAsync waits for asynchronous deactivation handlers
await container.loadAsync(persistence);
container.get(Database);
await container.unloadAsync(persistence);
// prints: database closed
console.log(container.isBound(Database));
// prints: false
