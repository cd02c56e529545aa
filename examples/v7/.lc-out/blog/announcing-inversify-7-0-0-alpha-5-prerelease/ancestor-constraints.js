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
const loggerId = Symbol.for('Logger');
let AuditLogger = class AuditLogger {
    log(message) {
        return `[audit] ${message}`;
    }
};
AuditLogger = __decorate([
    (0, inversify_1.injectable)()
], AuditLogger);
let ConsoleLogger = class ConsoleLogger {
    log(message) {
        return `[console] ${message}`;
    }
};
ConsoleLogger = __decorate([
    (0, inversify_1.injectable)()
], ConsoleLogger);
let PaymentService = class PaymentService {
    logger;
    constructor(logger) {
        this.logger = logger;
    }
};
PaymentService = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(loggerId)),
    __metadata("design:paramtypes", [Object])
], PaymentService);
let CatalogService = class CatalogService {
    logger;
    constructor(logger) {
        this.logger = logger;
    }
};
CatalogService = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(loggerId)),
    __metadata("design:paramtypes", [Object])
], CatalogService);
// BindingConstraints describes the request being resolved; getAncestor() walks up to the
// service that asked for it.
const isInjectedIntoPayments = (constraints) => constraints.getAncestor()?.serviceIdentifier === PaymentService;
const container = new inversify_1.Container();
container.bind(loggerId).to(AuditLogger).when(isInjectedIntoPayments);
container.bind(loggerId).to(ConsoleLogger).whenNoParentIs(PaymentService);
container.bind(PaymentService).toSelf();
container.bind(CatalogService).toSelf();
console.log(container.get(PaymentService).logger.log('charged 10 EUR'));
// prints: [audit] charged 10 EUR
console.log(container.get(CatalogService).logger.log('listed 3 products'));
// prints: [console] listed 3 products
