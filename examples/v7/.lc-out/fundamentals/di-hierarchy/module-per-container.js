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
var __param = (this && this.__param) || function (paramIndex, decorator) {
    return function (target, key) { decorator(target, key, paramIndex); }
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    (0, inversify_1.injectable)()
], Katana);
let LegendaryKatana = class LegendaryKatana extends Katana {
    name = 'legendary katana';
};
LegendaryKatana = __decorate([
    (0, inversify_1.injectable)()
], LegendaryKatana);
let Samurai = class Samurai {
    katana;
    constructor(katana) {
        this.katana = katana;
    }
};
Samurai = __decorate([
    (0, inversify_1.injectable)(),
    __param(0, (0, inversify_1.inject)(Katana)),
    __metadata("design:paramtypes", [Katana])
], Samurai);
// One module, loaded into every container that needs its own Samurai singleton.
const samuraiModule = new inversify_1.ContainerModule((options) => {
    options.bind(Samurai).toSelf().inSingletonScope();
});
async function main() {
    const parentContainer = new inversify_1.Container();
    parentContainer.bind(Katana).toSelf();
    const childContainer = new inversify_1.Container({ parent: parentContainer });
    childContainer.bind(Katana).to(LegendaryKatana);
    // In 7.x load() returns a promise (loadSync() is the synchronous variant).
    await parentContainer.load(samuraiModule);
    await childContainer.load(samuraiModule);
    console.log(childContainer.get(Samurai).katana.name);
    // prints: legendary katana
    console.log(parentContainer.get(Samurai).katana.name);
    // prints: katana
}
void main();
