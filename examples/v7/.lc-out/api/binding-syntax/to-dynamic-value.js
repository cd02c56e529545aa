"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
class Ninja {
    katana;
    rank;
    constructor(katana, rank) {
        this.katana = katana;
        this.rank = rank;
    }
}
let nextRank = 1;
const container = new inversify_1.Container();
container.bind(Katana).toSelf();
// The builder runs on every resolution (transient scope by default)
container
    .bind(Ninja)
    .toDynamicValue((context) => new Ninja(context.get(Katana), nextRank++));
console.log(container.get(Ninja).rank, container.get(Ninja).rank);
// prints: 1 2
// A builder may also return a promise; resolve such a binding with getAsync
container
    .bind('Motto')
    .toDynamicValue(async () => 'silence is golden');
void container.getAsync('Motto').then((motto) => {
    console.log(motto);
});
// prints: silence is golden
