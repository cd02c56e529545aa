var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
class Repository {
}
let MemoryRepository = class MemoryRepository extends Repository {
    find() {
        return 'found in memory';
    }
};
MemoryRepository = __decorate([
    injectable()
], MemoryRepository);
// both helper types are exported by inversify 8
const abstractId = Repository;
const concreteId = MemoryRepository;
const container = new Container();
container.bind(abstractId).to(concreteId);
console.log(container.get(abstractId).find());
// prints: found in memory
