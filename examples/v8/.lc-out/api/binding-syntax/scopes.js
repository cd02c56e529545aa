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
var Counter_1;
import { Container, inject, injectable } from 'inversify';
let Counter = class Counter {
    static { Counter_1 = this; }
    static created = 0;
    id = ++Counter_1.created;
};
Counter = Counter_1 = __decorate([
    injectable()
], Counter);
let Pair = class Pair {
    first;
    second;
    constructor(first, second) {
        this.first = first;
        this.second = second;
    }
};
Pair = __decorate([
    injectable(),
    __param(0, inject(Counter)),
    __param(1, inject(Counter)),
    __metadata("design:paramtypes", [Counter,
        Counter])
], Pair);
function show(container) {
    const a = container.get(Pair);
    const b = container.get(Pair);
    return [a.first.id, a.second.id, b.first.id, b.second.id].join(' ');
}
const transient = new Container();
transient.bind(Pair).toSelf();
transient.bind(Counter).toSelf().inTransientScope();
// A new Counter for every injection
console.log(`transient: ${show(transient)}`);
// prints: transient: 1 2 3 4
const request = new Container();
request.bind(Pair).toSelf();
request.bind(Counter).toSelf().inRequestScope();
// One Counter per call to get
console.log(`request: ${show(request)}`);
// prints: request: 5 5 6 6
const singleton = new Container();
singleton.bind(Pair).toSelf();
singleton.bind(Counter).toSelf().inSingletonScope();
// One Counter for the lifetime of the binding
console.log(`singleton: ${show(singleton)}`);
// prints: singleton: 7 7 7 7
