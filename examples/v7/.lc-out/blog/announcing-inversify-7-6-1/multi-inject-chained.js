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
const middlewareId = Symbol.for('Middleware');
let Pipeline = class Pipeline {
    middlewares;
    constructor(middlewares) {
        this.middlewares = middlewares;
    }
};
Pipeline = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.multiInject)(middlewareId, { chained: true })),
    __metadata("design:paramtypes", [Array])
], Pipeline);
const appContainer = new inversify_1.Container();
appContainer.bind(middlewareId).toConstantValue({ name: 'cors' });
const requestContainer = new inversify_1.Container({ parent: appContainer });
requestContainer.bind(middlewareId).toConstantValue({ name: 'auth' });
requestContainer.bind(Pipeline).toSelf();
const pipeline = requestContainer.get(Pipeline);
console.log(pipeline.middlewares.map((middleware) => middleware.name).join(' -> '));
// prints: auth -> cors
