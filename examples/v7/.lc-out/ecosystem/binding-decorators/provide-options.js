"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const binding_decorators_1 = require("@inversifyjs/binding-decorators");
const inversify_1 = require("inversify");
const weaponId = Symbol.for('Weapon');
// The second argument receives the fluent syntax after .to(Class):
// pick a scope, add a constraint or register activation handlers
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    (0, inversify_1.injectable)(),
    (0, binding_decorators_1.provide)(weaponId, (bind) => bind.inSingletonScope().whenNamed('sharp'))
], Katana);
let Bo = class Bo {
    name = 'bo';
};
Bo = __decorate([
    (0, inversify_1.injectable)(),
    (0, binding_decorators_1.provide)(weaponId, (bind) => bind.whenNamed('blunt'))
], Bo);
const container = new inversify_1.Container();
container.loadSync((0, binding_decorators_1.buildProviderModule)());
const sharp = container.get(weaponId, { name: 'sharp' });
const blunt = container.get(weaponId, { name: 'blunt' });
console.log(`${sharp.name} ${blunt.name}`);
// prints: katana bo
console.log(sharp === container.get(weaponId, { name: 'sharp' }));
// prints: true
