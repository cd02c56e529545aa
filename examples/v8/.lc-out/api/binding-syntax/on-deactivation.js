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
const container = new Container();
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
// unbind is synchronous in 8.x; use unbindAsync when a handler returns a promise
container.unbind(Connection);
// prints: connection closed
console.log(`open: ${String(connection.open)}`);
// prints: open: false
