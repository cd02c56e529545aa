"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Cache {
    id = Math.random();
}
// Choose the default scope of the class at startup
const shared = process.env['CACHE_MODE'] !== 'isolated';
(0, inversify_1.decorate)((0, inversify_1.injectable)(shared ? 'Singleton' : 'Transient'), Cache);
const container = new inversify_1.Container();
container.bind(Cache).toSelf();
console.log(`same instance: ${String(container.get(Cache) === container.get(Cache))}`);
// prints: same instance: true
