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
    use() {
        return 'hit!';
    }
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
const container = new inversify_1.Container();
// A binding-level handler: it belongs to this binding only.
// Here it replaces the instance with a proxy that logs every call.
container
    .bind(Katana)
    .toSelf()
    .onActivation((_context, katana) => {
    return new Proxy(katana, {
        get(target, property, receiver) {
            const value = Reflect.get(target, property, receiver);
            if (typeof value === 'function') {
                return (...args) => {
                    console.log(`calling ${String(property)}`);
                    return Reflect.apply(value, target, args);
                };
            }
            return value;
        },
    });
});
const katana = container.get(Katana);
console.log(katana.use());
// prints: calling use
// prints: hit!
