var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, injectable, preDestroy } from 'inversify';
let Connection = class Connection {
    // Runs when a singleton instance is released (unbind, unbindAll, unload)
    close() {
        console.log('connection closed');
    }
};
__decorate([
    preDestroy(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Connection.prototype, "close", null);
Connection = __decorate([
    injectable()
], Connection);
const container = new Container();
container.bind(Connection).toSelf().inSingletonScope();
container.get(Connection);
// unbind is synchronous in 8.x; use unbindAsync when a preDestroy method returns a promise
container.unbind(Connection);
// prints: connection closed
console.log(`bound: ${String(container.isBound(Connection))}`);
// prints: bound: false
