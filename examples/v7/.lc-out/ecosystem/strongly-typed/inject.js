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
const strongly_typed_1 = require("@inversifyjs/strongly-typed");
const inversify_1 = require("inversify");
const $inject = inversify_1.inject;
const $multiInject = inversify_1.multiInject;
let Ninja = class Ninja {
    mainWeapon;
    allWeapons;
    // Property injection: the property type must match the map entry
    shout;
    // Constructor injection: the parameter type must match the map entry
    constructor(mainWeapon, allWeapons) {
        this.mainWeapon = mainWeapon;
        this.allWeapons = allWeapons;
    }
};
__decorate([
    $inject('shout'),
    __metadata("design:type", String)
], Ninja.prototype, "shout", void 0);
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, $inject('weapon')),
    __param(1, $multiInject('weapon')),
    __metadata("design:paramtypes", [Object, Array])
], Ninja);
const container = new strongly_typed_1.TypedContainer();
container.bind('weapon').toConstantValue({ name: 'katana' });
container.bind('shout').toConstantValue('hai!');
container.bind('ninja').to(Ninja);
const ninja = container.get('ninja');
console.log(`${ninja.shout} ${ninja.mainWeapon.name} x${ninja.allWeapons.length}`);
// prints: hai! katana x1
