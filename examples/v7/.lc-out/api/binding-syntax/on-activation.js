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
    hit() {
        return 'cut';
    }
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
const container = new inversify_1.Container();
container
    .bind(Katana)
    .toSelf()
    .onActivation((_context, katana) => {
    // Wrap hit() so each call is logged; the returned object is what gets injected
    const originalHit = katana.hit.bind(katana);
    katana.hit = () => {
        console.log('hit called');
        return originalHit();
    };
    return katana;
});
console.log(container.get(Katana).hit());
// prints: hit called
// prints: cut
