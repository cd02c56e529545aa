"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    damage = 10;
    improve() {
        this.damage += 2;
    }
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
// A container-level handler: it runs for every Katana this container resolves.
container.onActivation(Katana, (_context, katana) => {
    katana.improve();
    return katana;
});
const katana = container.get(Katana);
console.log(`damage ${katana.damage}`);
// prints: damage 12
