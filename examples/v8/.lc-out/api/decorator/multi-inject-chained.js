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
import { Container, injectable, multiInject } from 'inversify';
let LocalPlugins = class LocalPlugins {
    names;
    constructor(names) {
        this.names = names;
    }
};
LocalPlugins = __decorate([
    injectable(),
    __param(0, multiInject('Plugin')),
    __metadata("design:paramtypes", [Array])
], LocalPlugins);
let AllPlugins = class AllPlugins {
    names;
    // chained: also collect the bindings of the ancestor containers
    constructor(names) {
        this.names = names;
    }
};
AllPlugins = __decorate([
    injectable(),
    __param(0, multiInject('Plugin', { chained: true })),
    __metadata("design:paramtypes", [Array])
], AllPlugins);
const parent = new Container();
parent.bind('Plugin').toConstantValue('logger');
const child = new Container({ parent });
child.bind('Plugin').toConstantValue('metrics');
child.bind(LocalPlugins).toSelf();
child.bind(AllPlugins).toSelf();
console.log(child.get(LocalPlugins).names.join(', '));
// prints: metrics
console.log(child.get(AllPlugins).names.join(', '));
// prints: metrics, logger
