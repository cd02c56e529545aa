"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const strongly_typed_1 = require("@inversifyjs/strongly-typed");
const container = new strongly_typed_1.TypedContainer();
container
    .bind('config')
    .toDynamicValue(async () => ({ url: 'postgres://localhost' }));
async function main() {
    // getAsync() unwraps the Promise type of the binding
    const config = await container.getAsync('config');
    console.log(config.url);
    // prints: postgres://localhost
}
void main();
