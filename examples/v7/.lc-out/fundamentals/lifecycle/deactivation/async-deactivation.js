"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Connection = class Connection {
    open = true;
};
Connection = __decorate([
    (0, inversify_1.injectable)()
], Connection);
function buildContainer() {
    const container = new inversify_1.Container();
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
async function main() {
    // unbind returns a promise that settles once the handler has finished.
    const container = buildContainer();
    const connection = container.get(Connection);
    await container.unbind(Connection);
    console.log(`open ${connection.open}`);
    // unbindSync cannot wait for an asynchronous handler, so it throws.
    const other = buildContainer();
    other.get(Connection);
    try {
        other.unbindSync(Connection);
    }
    catch (error) {
        console.log(error.message);
    }
}
void main();
// prints: connection closed
// prints: open false
// prints: Unexpected asynchronous deactivation when unbinding "Connection" service. Consider using Container.unbind() instead.
// prints: connection closed
