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
import { Container, inject, injectable, named, tagged } from 'inversify';
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
    name = 'shuriken';
};
Shuriken = __decorate([
    injectable()
], Shuriken);
let Bokken = class Bokken {
    name = 'bokken';
};
Bokken = __decorate([
    injectable()
], Bokken);
let Ninja = class Ninja {
    melee;
    thrown;
    training;
    constructor(melee, thrown, training) {
        this.melee = melee;
        this.thrown = thrown;
        this.training = training;
    }
};
Ninja = __decorate([
    injectable(),
    __param(0, inject('Weapon')),
    __param(0, named('melee')),
    __param(1, inject('Weapon')),
    __param(1, tagged('range', 'far')),
    __param(2, inject('Weapon')),
    __metadata("design:paramtypes", [Object, Object, Object])
], Ninja);
const container = new Container();
container.bind(Ninja).toSelf();
container.bind('Weapon').to(Katana).whenNamed('melee');
container.bind('Weapon').to(Shuriken).whenTagged('range', 'far');
// whenDefault: only requests with neither a name nor a tag
container.bind('Weapon').to(Bokken).whenDefault();
const ninja = container.get(Ninja);
console.log(ninja.melee.name, ninja.thrown.name, ninja.training.name);
// prints: katana shuriken bokken
// The same constraints apply to direct requests
console.log(container.get('Weapon', { name: 'melee' }).name);
// prints: katana
console.log(container.get('Weapon', { tag: { key: 'range', value: 'far' } }).name);
// prints: shuriken
console.log(container.get('Weapon').name);
// prints: bokken
