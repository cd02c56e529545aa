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
container.bind(Katana).toSelf().inSingletonScope();
// A container-level handler: it runs when a cached Katana is unbound.
container.onDeactivation(Katana, (katana) => {
    console.log(`deactivating a katana with damage ${katana.damage}`);
});
container.get(Katana); // creates and caches the singleton
// In 8.x, unbind is synchronous: the handler has run when it returns.
container.unbind(Katana);
console.log(`bound after unbind: ${container.isBound(Katana)}`);
// prints: deactivating a katana with damage 10
// prints: bound after unbind: false
