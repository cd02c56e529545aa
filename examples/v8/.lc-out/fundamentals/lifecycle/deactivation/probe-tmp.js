var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let C = class C {
    open = true;
};
C = __decorate([
    injectable()
], C);
const container = new Container();
container.bind(C).toSelf().inSingletonScope();
container.onDeactivation(C, async (c) => { await new Promise((r) => setTimeout(r, 10)); c.open = false; console.log('closed'); });
const c = container.get(C);
await container.unbindAsync(C);
console.log(`open ${c.open}`);
