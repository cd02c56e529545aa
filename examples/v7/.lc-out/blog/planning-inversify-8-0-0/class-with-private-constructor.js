"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class AppConfig {
    environment;
    constructor(environment) {
        this.environment = environment;
    }
    static load() {
        return new AppConfig('production');
    }
}
const container = new inversify_1.Container();
// 7.x: ServiceIdentifier includes Function, so a class whose constructor is
// private is still accepted as an identifier.
container.bind(AppConfig).toConstantValue(AppConfig.load());
console.log(container.get(AppConfig).environment);
// prints: production
