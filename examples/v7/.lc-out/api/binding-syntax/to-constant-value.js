"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const settings = { retries: 3 };
const container = new inversify_1.Container();
container.bind('Settings').toConstantValue(settings);
// The container hands out the very object it was given
console.log(container.get('Settings') === settings);
// prints: true
console.log(container.get('Settings').retries);
// prints: 3
