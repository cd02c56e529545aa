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
// No decorator at all: tsc emits no parameter type metadata for this class
class Ninja {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
}
const container = new Container();
container.bind(Katana).toSelf();
try {
    // The class metadata is read when the binding is created
    container.bind(Ninja).toSelf();
}
catch (error) {
    console.log(error.message.split('\n')[0]);
}
// prints: Found unexpected missing metadata on type "Ninja". "Ninja" constructor requires at least 1 arguments, found 0 instead.
