"use strict";
var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
let UserService = class UserService {
    name() {
        return 'user service';
    }
};
UserService = __decorate([
    (0, inversify_1.injectable)()
], UserService);
class Logger {
}
let ConsoleLogger = class ConsoleLogger extends Logger {
    log(message) {
        return `[log] ${message}`;
    }
};
ConsoleLogger = __decorate([
    (0, inversify_1.injectable)()
], ConsoleLogger);
const container = new inversify_1.Container();
// a class
container.bind(UserService).toSelf();
// an abstract class
container.bind(Logger).to(ConsoleLogger);
// a string
container.bind('Port').toConstantValue(8080);
// a symbol
const apiUrlId = Symbol.for('ApiUrl');
container.bind(apiUrlId).toConstantValue('https://example.com');
// T is inferred from class identifiers: no type argument needed
console.log(container.get(UserService).name());
// prints: user service
console.log(container.get(Logger).log('started'));
// prints: [log] started
// strings and symbols carry no type: pass T yourself
console.log(container.get('Port'), container.get(apiUrlId));
// prints: 8080 https://example.com
