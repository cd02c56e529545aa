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
async function main() {
    const container = new inversify_1.Container();
    container
        .bind(Connection)
        .toSelf()
        // Deactivation handlers run for singleton bindings only
        .inSingletonScope()
        .onDeactivation((connection) => {
        connection.open = false;
        console.log('connection closed');
    });
    const connection = container.get(Connection);
    console.log(`open: ${String(connection.open)}`);
    // prints: open: true
    await container.unbind(Connection);
    // prints: connection closed
    console.log(`open: ${String(connection.open)}`);
    // prints: open: false
}
void main();
