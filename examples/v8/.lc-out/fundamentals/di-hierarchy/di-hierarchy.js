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
// The parent holds the shared bindings.
const parentContainer = new Container();
parentContainer.bind(Katana).toSelf();
// The child is created with a reference to its parent and has no bindings of its own.
const childContainer = new Container({ parent: parentContainer });
console.log(childContainer.isCurrentBound(Katana), childContainer.isBound(Katana));
// prints: false true
// The lookup climbs from the child to the parent, where the Katana binding lives.
console.log(childContainer.get(Katana).damage);
// prints: 10
