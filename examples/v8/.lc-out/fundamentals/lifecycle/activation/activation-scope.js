var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Shuriken = class Shuriken {
};
Shuriken = __decorate([
    injectable()
], Shuriken);
let Katana = class Katana {
};
Katana = __decorate([
    injectable()
], Katana);
const container = new Container();
container.bind(Shuriken).toSelf().inTransientScope();
container.bind(Katana).toSelf().inSingletonScope();
container.onActivation(Shuriken, (_context, shuriken) => {
    console.log('activating a Shuriken');
    return shuriken;
});
container.onActivation(Katana, (_context, katana) => {
    console.log('activating the Katana');
    return katana;
});
// Transient: a new value, so the handler runs on every resolution.
container.get(Shuriken);
container.get(Shuriken);
// Singleton: the activated value is cached, so the handler runs once.
container.get(Katana);
container.get(Katana);
// prints: activating a Shuriken
// prints: activating a Shuriken
// prints: activating the Katana
