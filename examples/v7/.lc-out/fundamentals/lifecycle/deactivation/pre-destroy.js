"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Cache = class Cache {
    entries = new Map([['a', '1']]);
    // Runs when the cached singleton is deactivated.
    clear() {
        console.log(`clearing ${this.entries.size} entry`);
        this.entries.clear();
    }
};
__decorate([
    (0, inversify_1.preDestroy)(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Cache.prototype, "clear", null);
Cache = __decorate([
    (0, inversify_1.injectable)('Singleton')
], Cache);
const container = new inversify_1.Container();
container.bind(Cache).toSelf();
async function main() {
    const cache = container.get(Cache);
    await container.unbind(Cache);
    console.log(`entries left ${cache.entries.size}`);
}
void main();
// prints: clearing 1 entry
// prints: entries left 0
