"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Katana {
    damage = 10;
    improve() {
        this.damage += 2;
    }
}
(0, inversify_1.decorate)((0, inversify_1.injectable)(), Katana);
// The third argument names the method
(0, inversify_1.decorate)((0, inversify_1.postConstruct)(), Katana, 'improve');
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
console.log(container.get(Katana).damage);
// prints: 12
