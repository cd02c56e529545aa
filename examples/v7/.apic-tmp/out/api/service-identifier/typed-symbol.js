"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let UserService = class UserService {
    name() {
        return 'user service';
    }
};
UserService = __decorate([
    (0, inversify_1.injectable)()
], UserService);
// the cast keeps the declared type, so get infers UserService
const userServiceId = Symbol.for('UserService');
const container = new inversify_1.Container();
container.bind(userServiceId).to(UserService);
const service = container.get(userServiceId);
console.log(service.name());
// prints: user service
