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
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let Ninja = class Ninja {
    katana;
    power = 0;
    constructor(katana) {
        this.katana = katana;
    }
    // Runs once, right after the constructor, when every injection is done.
    train() {
        this.power = this.katana.damage * 2;
    }
};
__decorate([
    (0, inversify_1.postConstruct)(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Ninja.prototype, "train", null);
Ninja = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(Katana)),
    __metadata("design:paramtypes", [Katana])
], Ninja);
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
container.bind(Ninja).toSelf();
console.log(`power ${container.get(Ninja).power}`);
// prints: power 20
