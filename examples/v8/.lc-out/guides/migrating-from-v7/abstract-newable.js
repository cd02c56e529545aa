var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable, } from 'inversify';
class Weapon {
}
let Katana = class Katana extends Weapon {
    hit() {
        return 'cut';
    }
};
Katana = __decorate([
    injectable()
], Katana);
// inversify 8 exports AbstractNewable, the type of an abstract class
const weaponClass = Weapon;
const weaponId = weaponClass;
const container = new Container();
container.bind(weaponId).to(Katana);
console.log(container.get(Weapon).hit());
// prints: cut
