var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, injectable, postConstruct } from 'inversify';
let Katana = class Katana {
    sharpen() {
        console.log('1. @postConstruct');
    }
};
__decorate([
    postConstruct(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Katana.prototype, "sharpen", null);
Katana = __decorate([
    injectable()
], Katana);
const parent = new Container();
const child = new Container({ parent });
// The binding lives in the parent container.
parent
    .bind(Katana)
    .toSelf()
    .onActivation((_context, katana) => {
    console.log('2. binding handler');
    return katana;
});
parent.onActivation(Katana, (_context, katana) => {
    console.log('parent container handler');
    return katana;
});
child.onActivation(Katana, (_context, katana) => {
    console.log('child container handler');
    return katana;
});
console.log('child.get:');
child.get(Katana);
console.log('parent.get:');
parent.get(Katana);
// prints: child.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: child container handler
// prints: parent container handler
// prints: parent.get:
// prints: 1. @postConstruct
// prints: 2. binding handler
// prints: parent container handler
