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
let Blade = class Blade {
    steel;
    constructor(steel) {
        this.steel = steel;
    }
};
Blade = __decorate([
    injectable(),
    __param(0, inject('Steel')),
    __metadata("design:paramtypes", [String])
], Blade);
let Katana = class Katana {
    blade;
    constructor(blade) {
        this.blade = blade;
    }
};
Katana = __decorate([
    injectable(),
    __param(0, inject(Blade)),
    __metadata("design:paramtypes", [Blade])
], Katana);
let Armory = class Armory {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Armory = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __metadata("design:paramtypes", [Katana])
], Armory);
let Market = class Market {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Market = __decorate([
    injectable(),
    __param(0, inject(Katana)),
    __metadata("design:paramtypes", [Katana])
], Market);
const container = new Container();
container.bind(Blade).toSelf();
container.bind(Katana).toSelf();
container.bind(Armory).toSelf();
container.bind(Market).toSelf();
// Armory is the grandparent of 'Steel' (Armory -> Katana -> Blade -> 'Steel')
container.bind('Steel').toConstantValue('tamahagane').whenAnyAncestorIs(Armory);
// Every other request chain
container.bind('Steel').toConstantValue('carbon steel').whenNoAncestorIs(Armory);
console.log(container.get(Armory).katana.blade.steel);
// prints: tamahagane
console.log(container.get(Market).katana.blade.steel);
// prints: carbon steel
console.log(container.get(Blade).steel);
// prints: carbon steel
