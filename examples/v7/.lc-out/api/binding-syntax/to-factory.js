"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let PetrolEngine = class PetrolEngine {
    fuel = 'petrol';
};
PetrolEngine = __decorate([
    (0, inversify_1.injectable)()
], PetrolEngine);
let DieselEngine = class DieselEngine {
    fuel = 'diesel';
};
DieselEngine = __decorate([
    (0, inversify_1.injectable)()
], DieselEngine);
const container = new inversify_1.Container();
container.bind('Engine').to(PetrolEngine).whenNamed('petrol');
container.bind('Engine').to(DieselEngine).whenNamed('diesel');
container
    .bind('EngineFactory')
    .toFactory((context) => (fuel) => context.get('Engine', { name: fuel }));
const buildEngine = container.get('EngineFactory');
console.log(buildEngine('diesel').fuel);
// prints: diesel
console.log(buildEngine('petrol').fuel);
// prints: petrol
