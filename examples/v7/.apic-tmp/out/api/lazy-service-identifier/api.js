"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class Shuriken {
}
const lazy = new inversify_1.LazyServiceIdentifier(() => Shuriken);
// is: a type guard that recognises lazy identifiers
console.log(inversify_1.LazyServiceIdentifier.is(lazy), inversify_1.LazyServiceIdentifier.is(Shuriken));
// prints: true false
// unwrap: runs the callback and returns the real identifier
const id = lazy.unwrap();
console.log(id === Shuriken);
// prints: true
