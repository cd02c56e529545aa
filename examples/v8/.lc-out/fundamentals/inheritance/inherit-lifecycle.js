var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
var __metadata = (this && this.__metadata) || function (k, v) {
    if (typeof Reflect === "object" && typeof Reflect.metadata === "function") return Reflect.metadata(k, v);
};
import { Container, injectable, injectFromBase, postConstruct } from 'inversify';
let Warrior = class Warrior {
    ready = false;
    warmUp() {
        this.ready = true;
    }
};
__decorate([
    postConstruct(),
    __metadata("design:type", Function),
    __metadata("design:paramtypes", []),
    __metadata("design:returntype", void 0)
], Warrior.prototype, "warmUp", null);
Warrior = __decorate([
    injectable()
], Warrior);
// By default the base @postConstruct method is inherited as well.
let Ninja = class Ninja extends Warrior {
};
Ninja = __decorate([
    injectable(),
    injectFromBase()
], Ninja);
// Lifecycle methods can be left out with the lifecycle options.
let Samurai = class Samurai extends Warrior {
};
Samurai = __decorate([
    injectable(),
    injectFromBase({ lifecycle: { extendPostConstructMethods: false } })
], Samurai);
const container = new Container();
container.bind(Ninja).toSelf();
container.bind(Samurai).toSelf();
console.log(`ninja ready ${container.get(Ninja).ready}`);
console.log(`samurai ready ${container.get(Samurai).ready}`);
// prints: ninja ready true
// prints: samurai ready false
