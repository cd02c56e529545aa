var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Katana = class Katana {
    damage = 10;
};
Katana = __decorate([
    injectable()
], Katana);
const container = new Container();
// bind starts a fluent chain: what the id resolves to, then scope, constraints and handlers
container.bind(Katana).toSelf();
container.bind('MaxHealth').toConstantValue(100);
console.log(container.get(Katana).damage, container.get('MaxHealth'));
// prints: 10 100
// without a scope and without a defaultScope option, a class binding is transient
console.log(container.get(Katana) === container.get(Katana));
// prints: false
