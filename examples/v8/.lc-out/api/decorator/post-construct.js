var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, inject, injectable, postConstruct } from 'inversify';
let Katana = class Katana {
    damage = 10;
    whetstone;
    // Runs after the constructor and after property injection
    sharpen() {
        console.log(`sharpened with ${this.whetstone}`);
        this.damage += 2;
    }
};
__decorate([
    inject('Whetstone'),
    __metadata("design:type", String)
], Katana.prototype, "whetstone", void 0);
__decorate([
    postConstruct(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Katana.prototype, "sharpen", null);
Katana = __decorate([
    injectable()
], Katana);
const container = new Container();
container.bind('Whetstone').toConstantValue('a water stone');
container.bind(Katana).toSelf();
const katana = container.get(Katana);
// prints: sharpened with a water stone
console.log(katana.damage);
// prints: 12
