"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Clock {
    zone;
    constructor(zone) {
        this.zone = zone;
    }
    static create(zone) {
        return new Clock(zone);
    }
}
const container = new inversify_1.Container();
// inversify 7: ServiceIdentifier includes Function, so a class whose
// constructor is private is still accepted as a service identifier
container.bind(Clock).toConstantValue(Clock.create('UTC'));
console.log(container.get(Clock).zone);
// prints: UTC
