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
var Katana_1;
import { Container, inject, injectable } from 'inversify';
let Katana = class Katana {
    static { Katana_1 = this; }
    static created = 0;
    serial = ++Katana_1.created;
};
Katana = Katana_1 = __decorate([
    injectable()
], Katana);
let Samurai = class Samurai {
    main;
    spare;
    ceremonial;
    constructor(main, spare, ceremonial) {
        this.main = main;
        this.spare = spare;
        this.ceremonial = ceremonial;
    }
};
Samurai = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __param(1, inject(Katana)),
    __param(2, inject(Katana)),
    __metadata("design:paramtypes", [Katana,
        Katana,
        Katana])
], Samurai);
const container = new Container();
container.bind(Katana).toSelf().inRequestScope();
container.bind(Samurai).toSelf();
// One get() call: the three injections share a single Katana.
const samurai = container.get(Samurai);
console.log(samurai.main === samurai.spare, samurai.spare === samurai.ceremonial);
// prints: true true
// A second get() call is a new request, so it gets a new Katana.
const otherSamurai = container.get(Samurai);
console.log(samurai.main === otherSamurai.main);
// prints: false
console.log(samurai.main.serial, otherSamurai.main.serial);
// prints: 1 2
