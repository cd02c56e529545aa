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
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Samurai = class Samurai {
    katana;
    // No @inject(): with emitDecoratorMetadata, TypeScript records that the
    // first parameter is of type Katana, and the container uses that class as the id.
    constructor(katana) {
        this.katana = katana;
    }
};
Samurai = __decorate([
    (0, inversify_1.injectable)(),
    __metadata("design:paramtypes", [Katana])
], Samurai);
const container = new inversify_1.Container();
container.bind(Katana).toSelf().inSingletonScope();
container.bind(Samurai).toSelf().inSingletonScope();
const samurai = container.get(Samurai);
console.log(samurai.katana.damage);
// prints: 10
console.log(samurai.katana === container.get(Katana));
// prints: true
