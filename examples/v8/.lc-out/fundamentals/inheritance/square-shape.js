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
import { Container, inject, injectable } from 'inversify';
let BaseShape = class BaseShape {
    name;
    constructor(name) {
        this.name = name;
    }
};
BaseShape = __decorate([
    injectable(),
    __param(0, inject('ShapeName')),
    __metadata("design:paramtypes", [String])
], BaseShape);
// SquareShape needs no injection: it passes a fixed value to super().
// It does not opt in with @injectFromBase, so the container simply calls
// new SquareShape() and never looks for a 'ShapeName' binding.
let SquareShape = class SquareShape extends BaseShape {
    constructor() {
        super('square');
    }
};
SquareShape = __decorate([
    injectable(),
    __metadata("design:paramtypes", [])
], SquareShape);
const container = new Container();
container.bind(SquareShape).toSelf();
console.log(container.get(SquareShape).name);
// prints: square
