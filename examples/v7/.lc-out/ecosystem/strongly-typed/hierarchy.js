"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const strongly_typed_1 = require("@inversifyjs/strongly-typed");
const parent = new strongly_typed_1.TypedContainer();
parent.bind('appName').toConstantValue('dojo');
// The child can resolve its own bindings and its parent's: intersect the maps
const child = new strongly_typed_1.TypedContainer({ parent });
child.bind('requestId').toConstantValue(7);
console.log(`${child.get('appName')} #${child.get('requestId')}`);
// prints: dojo #7
