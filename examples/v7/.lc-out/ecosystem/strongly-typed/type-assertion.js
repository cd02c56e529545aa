"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
// A type-only import: at run time this is a plain inversify Container
const container = new inversify_1.Container();
container.bind('port').toConstantValue(8080);
const port = container.get('port');
console.log(`port ${port}`);
// prints: port 8080
