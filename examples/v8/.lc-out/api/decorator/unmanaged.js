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
import { Container, inject, injectable, unmanaged } from 'inversify';
let Base = class Base {
    label;
    // The container must not resolve this argument: subclasses pass it
    constructor(label) {
        this.label = label;
    }
};
Base = __decorate([
    injectable(),
    __param(0, unmanaged()),
    __metadata("design:paramtypes", [String])
], Base);
let Derived = class Derived extends Base {
    suffix;
    constructor(suffix) {
        super('inherited-value');
        this.suffix = suffix;
    }
};
Derived = __decorate([
    injectable(),
    __param(0, inject('Suffix')),
    __metadata("design:paramtypes", [String])
], Derived);
const container = new Container();
container.bind('Suffix').toConstantValue('!');
container.bind(Derived).toSelf();
const derived = container.get(Derived);
console.log(derived.label + derived.suffix);
// prints: inherited-value!
