"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Katana {
    damage = 10;
}
// Same effect as writing @injectable('Singleton') above the class
(0, inversify_1.decorate)((0, inversify_1.injectable)('Singleton'), Katana);
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
console.log(container.get(Katana).damage);
// prints: 10
console.log(container.get(Katana) === container.get(Katana));
// prints: true
