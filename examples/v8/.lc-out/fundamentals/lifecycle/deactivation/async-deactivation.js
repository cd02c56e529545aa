var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Connection = class Connection {
    open = true;
};
Connection = __decorate([
    injectable()
], Connection);
function buildContainer() {
    const container = new Container();
    // This binding handler returns a promise.
    container
        .bind(Connection)
        .toSelf()
        .inSingletonScope()
        .onDeactivation(async (connection) => {
        await new Promise((resolve) => setTimeout(resolve, 10)); // e.g. flush a socket
        connection.open = false;
        console.log('connection closed');
    });
    return container;
}
// unbindAsync returns a promise that settles once the handler has finished.
const container = buildContainer();
const connection = container.get(Connection);
await container.unbindAsync(Connection);
console.log(`open ${connection.open}`);
// The synchronous unbind cannot wait for an asynchronous handler, so it throws.
const other = buildContainer();
other.get(Connection);
try {
    other.unbind(Connection);
}
catch (error) {
    console.log(error.message);
}
// prints: connection closed
// prints: open false
// prints: Unexpected asynchronous deactivation when unbinding "Connection" service. Consider using Container.unbindAsync() instead.
// prints: connection closed
