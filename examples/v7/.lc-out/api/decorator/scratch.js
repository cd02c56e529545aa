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
class Katana {
    damage = 10;
}
class NoDeco {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
}
let Single = class Single {
};
Single = __decorate([
    (0, inversify_1.injectable)('Singleton')
], Single);
let Base = class Base {
    value;
    constructor(value) {
        this.value = value;
    }
};
Base = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.unmanaged)()),
    __metadata("design:paramtypes", [String])
], Base);
let Derived = class Derived extends Base {
    constructor() { super('inherited-value'); }
};
Derived = __decorate([
    (0, inversify_1.injectable)(),
    __metadata("design:paramtypes", [])
], Derived);
let Multi = class Multi {
    ws;
    constructor(ws) {
        this.ws = ws;
    }
};
Multi = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.multiInject)('W', { chained: true })),
    __metadata("design:paramtypes", [Array])
], Multi);
let Multi2 = class Multi2 {
    ws;
    constructor(ws) {
        this.ws = ws;
    }
};
Multi2 = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.multiInject)('W')),
    __metadata("design:paramtypes", [Array])
], Multi2);
const c = new inversify_1.Container();
c.bind(Katana).toSelf();
try {
    c.bind(NoDeco).toSelf();
    console.log(c.get(NoDeco).katana);
}
catch (e) {
    console.log(e.message);
}
c.bind(Single).toSelf();
console.log(c.get(Single) === c.get(Single));
const c1 = new inversify_1.Container();
c1.bind(Single).toSelf().inTransientScope();
console.log(c1.get(Single) === c1.get(Single));
c.bind(Derived).toSelf();
console.log(c.get(Derived).value);
const parent = new inversify_1.Container();
parent.bind('W').toConstantValue('p1');
const child = new inversify_1.Container({ parent });
child.bind('W').toConstantValue('c1');
child.bind(Multi).toSelf();
child.bind(Multi2).toSelf();
console.log(child.get(Multi).ws, child.get(Multi2).ws);
console.log(child.getAll('W'), child.getAll('W', { chained: true }));
const autob = new inversify_1.Container({ autobind: true });
try {
    console.log(autob.get(NoDeco));
}
catch (e) {
    console.log(e.message);
}
