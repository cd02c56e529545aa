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
const notifierId = Symbol.for('Notifier');
let EmailNotifier = class EmailNotifier {
    send(message) {
        return `email: ${message}`;
    }
};
EmailNotifier = __decorate([
    (0, inversify_1.injectable)()
], EmailNotifier);
let SmsNotifier = class SmsNotifier {
    send(message) {
        return `sms: ${message}`;
    }
};
SmsNotifier = __decorate([
    (0, inversify_1.injectable)()
], SmsNotifier);
let AlertService = class AlertService {
    email;
    sms;
    constructor(email, sms) {
        this.email = email;
        this.sms = sms;
    }
    alert(message) {
        return [this.email.send(message), this.sms.send(message)];
    }
};
AlertService = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(notifierId)),
    __param(0, (0, inversify_1.named)('email')),
    __param(1, (0, inversify_1.inject)(notifierId)),
    __param(1, (0, inversify_1.named)('sms')),
    __metadata("design:paramtypes", [Object, Object])
], AlertService);
const container = new inversify_1.Container();
// A built-in constraint method...
container.bind(notifierId).to(EmailNotifier).whenNamed('email');
// ...and a custom one: the callback gets BindingConstraints, not the old Request.
container
    .bind(notifierId)
    .to(SmsNotifier)
    .when((constraints) => constraints.name === 'sms');
container.bind(AlertService).toSelf();
for (const line of container.get(AlertService).alert('disk almost full')) {
    console.log(line);
}
// prints: email: disk almost full
// prints: sms: disk almost full
