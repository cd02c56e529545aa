var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Katana = class Katana {
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
};
Shuriken = __decorate([
    injectable()
], Shuriken);
// every binding without an explicit scope is a singleton in this container
const container = new Container({ defaultScope: 'Singleton' });
container.bind(Katana).toSelf();
container.bind(Shuriken).toSelf().inTransientScope();
console.log(container.get(Katana) === container.get(Katana));
// prints: true
console.log(container.get(Shuriken) === container.get(Shuriken));
// prints: false
