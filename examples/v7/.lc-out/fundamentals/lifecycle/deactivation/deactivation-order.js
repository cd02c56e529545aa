"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    store() {
        console.log('1. @preDestroy');
    }
};
__decorate([
    (0, inversify_1.preDestroy)(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Katana.prototype, "store", null);
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
const parent = new inversify_1.Container();
const child = new inversify_1.Container({ parent });
parent.onDeactivation(Katana, () => {
    console.log('4. parent container handler');
});
// The binding lives in the child container.
child
    .bind(Katana)
    .toSelf()
    .inSingletonScope()
    .onDeactivation(() => {
    console.log('2. binding handler');
});
child.onDeactivation(Katana, () => {
    console.log('3. child container handler');
});
async function main() {
    child.get(Katana);
    await child.unbind(Katana);
}
void main();
// prints: 1. @preDestroy
// prints: 2. binding handler
// prints: 3. child container handler
// prints: 4. parent container handler
