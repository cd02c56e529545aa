"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const healthCheckId = Symbol.for('HealthCheck');
const parent = new inversify_1.Container();
parent.bind(healthCheckId).toConstantValue({ name: 'database' });
const child = new inversify_1.Container({ parent });
child.bind(healthCheckId).toConstantValue({ name: 'cache' });
const names = (checks) => checks.map((check) => check.name).join(', ');
// Without chaining, the child's own bindings hide the parent's ones.
console.log(names(child.getAll(healthCheckId)));
// prints: cache
// With chained: true, bindings from every ancestor are gathered too.
console.log(names(child.getAll(healthCheckId, { chained: true })));
// prints: cache, database
