"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var Katana_1;
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    static { Katana_1 = this; }
    static created = 0;
    serial = ++Katana_1.created;
};
Katana = Katana_1 = __decorate([
    (0, inversify_1.injectable)()
], Katana);
const container = new inversify_1.Container();
container.bind(Katana).toSelf().inSingletonScope();
const first = container.get(Katana);
const second = container.get(Katana);
// Built once, then cached by the binding.
console.log(first === second);
// prints: true
console.log(first.serial, second.serial);
// prints: 1 1
