var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
// The class declares its own default scope
let Settings = class Settings {
    createdAt = Math.random();
};
Settings = __decorate([
    injectable('Singleton')
], Settings);
const container = new Container();
container.bind(Settings).toSelf();
console.log(container.get(Settings) === container.get(Settings));
// prints: true
// A scope set on the binding wins over the decorator
const other = new Container();
other.bind(Settings).toSelf().inTransientScope();
console.log(other.get(Settings) === other.get(Settings));
// prints: false
