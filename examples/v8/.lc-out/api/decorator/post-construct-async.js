var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, injectable, postConstruct } from 'inversify';
let Database = class Database {
    ready = false;
    // A promise returned here makes the service asynchronous
    async connect() {
        await new Promise((resolve) => setTimeout(resolve, 10));
        this.ready = true;
    }
};
__decorate([
    postConstruct(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", Promise)
], Database.prototype, "connect", null);
Database = __decorate([
    injectable()
], Database);
const container = new Container();
container.bind(Database).toSelf();
try {
    container.get(Database);
}
catch {
    console.log('get() refused an asynchronous service');
}
// prints: get() refused an asynchronous service
const database = await container.getAsync(Database);
console.log(`ready: ${String(database.ready)}`);
// prints: ready: true
