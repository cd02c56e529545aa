var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { buildProviderModule, provide } from '@inversifyjs/binding-decorators';
import { Container, injectable } from 'inversify';
const weaponId = Symbol.for('Weapon');
// The second argument receives the fluent syntax after .to(Class):
// pick a scope, add a constraint or register activation handlers
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable(),
    provide(weaponId, (bind) => bind.inSingletonScope().whenNamed('sharp'))
], Katana);
let Bo = class Bo {
    name = 'bo';
};
Bo = __decorate([
    injectable(),
    provide(weaponId, (bind) => bind.whenNamed('blunt'))
], Bo);
const container = new Container();
container.load(buildProviderModule());
const sharp = container.get(weaponId, { name: 'sharp' });
const blunt = container.get(weaponId, { name: 'blunt' });
console.log(`${sharp.name} ${blunt.name}`);
// prints: katana bo
console.log(sharp === container.get(weaponId, { name: 'sharp' }));
// prints: true
