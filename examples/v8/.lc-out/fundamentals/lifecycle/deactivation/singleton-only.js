var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, injectable, preDestroy } from 'inversify';
let Shuriken = class Shuriken {
    store() {
        console.log('storing a shuriken');
    }
};
__decorate([
    preDestroy(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Shuriken.prototype, "store", null);
Shuriken = __decorate([
    injectable()
], Shuriken);
let Katana = class Katana {
    store() {
        console.log('storing the katana');
    }
};
__decorate([
    preDestroy(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Katana.prototype, "store", null);
Katana = __decorate([
    injectable()
], Katana);
const container = new Container();
container.bind(Shuriken).toSelf().inTransientScope();
container.bind(Katana).toSelf().inSingletonScope();
container.get(Shuriken);
container.get(Katana);
// The container keeps no transient value, so nothing is deactivated.
container.unbind(Shuriken);
console.log('Shuriken unbound');
// The cached singleton is deactivated.
container.unbind(Katana);
console.log('Katana unbound');
// prints: Shuriken unbound
// prints: storing the katana
// prints: Katana unbound
