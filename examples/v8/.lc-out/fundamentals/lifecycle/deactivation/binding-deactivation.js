var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Connection = class Connection {
    open = true;
    close() {
        this.open = false;
    }
};
Connection = __decorate([
    injectable()
], Connection);
const container = new Container();
// A binding-level handler: it only applies to this binding.
container
    .bind(Connection)
    .toSelf()
    .inSingletonScope()
    .onDeactivation((connection) => {
    connection.close();
});
const connection = container.get(Connection);
container.unbind(Connection);
console.log(`open ${connection.open}`);
// prints: open false
