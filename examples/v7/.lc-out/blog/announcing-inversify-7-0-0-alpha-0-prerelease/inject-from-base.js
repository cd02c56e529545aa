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
let Clock = class Clock {
    now() {
        return '2025-01-20T10:00:00Z';
    }
};
Clock = __decorate([
    (0, inversify_1.injectable)()
], Clock);
let AuditedService = class AuditedService {
    clock;
    constructor(clock) {
        this.clock = clock;
    }
    audit(action) {
        return `${this.clock.now()} ${action}`;
    }
};
AuditedService = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(Clock)),
    __metadata("design:paramtypes", [Clock])
], AuditedService);
// Opt in: reuse the constructor metadata declared on AuditedService.
let OrderService = class OrderService extends AuditedService {
    placeOrder() {
        return this.audit('order placed');
    }
};
OrderService = __decorate([
    (0, inversify_1.injectable)(),
    (0, inversify_1.injectFromBase)()
], OrderService);
const container = new inversify_1.Container();
container.bind(Clock).toSelf();
container.bind(OrderService).toSelf();
console.log(container.get(OrderService).placeOrder());
// prints: 2025-01-20T10:00:00Z order placed
