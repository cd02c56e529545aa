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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
const binding_decorators_1 = require("@inversifyjs/binding-decorators");
const inversify_1 = require("inversify");
// Without an argument, the class itself is the service identifier
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)(),
    (0, binding_decorators_1.provide)()
], Katana);
const ninjaId = Symbol.for('Ninja');
// With an argument, the binding uses that service identifier
let Ninja = class Ninja {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    (0, binding_decorators_1.provide)(ninjaId),
    __param(0, (0, inversify_1.inject)(Katana)),
    __metadata("design:paramtypes", [Katana])
], Ninja);
async function main() {
    const container = new inversify_1.Container();
    // buildProviderModule() collects every @provide() binding into a ContainerModule
    await container.load((0, binding_decorators_1.buildProviderModule)());
    const ninja = container.get(ninjaId);
    console.log(`damage ${ninja.katana.damage}`);
    // prints: damage 10
}
void main();
