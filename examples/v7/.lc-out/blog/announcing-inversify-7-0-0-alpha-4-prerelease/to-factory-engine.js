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
const inversify_1 = require("inversify");
let PetrolEngine = class PetrolEngine {
    start() {
        return 'vroom';
    }
};
PetrolEngine = __decorate([
    (0, inversify_1.injectable)()
], PetrolEngine);
let ElectricEngine = class ElectricEngine {
    start() {
        return 'hum';
    }
};
ElectricEngine = __decorate([
    (0, inversify_1.injectable)()
], ElectricEngine);
const engineId = Symbol.for('Engine');
const engineFactoryId = Symbol.for('EngineFactory');
let CarAssembler = class CarAssembler {
    createEngine;
    constructor(createEngine) {
        this.createEngine = createEngine;
    }
    assemble(kind) {
        return `${kind} car says ${this.createEngine(kind).start()}`;
    }
};
CarAssembler = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(engineFactoryId)),
    __metadata("design:paramtypes", [Function])
], CarAssembler);
const container = new inversify_1.Container();
container.bind(engineId).to(PetrolEngine).whenNamed('petrol');
container.bind(engineId).to(ElectricEngine).whenNamed('electric');
// The choice depends on an argument known only when the factory is called,
// so a factory that keeps the ResolutionContext is the simplest tool here.
container
    .bind(engineFactoryId)
    .toFactory((context) => (kind) => context.get(engineId, { name: kind }));
container.bind(CarAssembler).toSelf();
const assembler = container.get(CarAssembler);
console.log(assembler.assemble('petrol'));
// prints: petrol car says vroom
console.log(assembler.assemble('electric'));
// prints: electric car says hum
