"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const tokenProviderId = Symbol.for('TokenProvider');
const issuerId = Symbol.for('Issuer');
const container = new inversify_1.Container();
container.bind(issuerId).toConstantValue('auth.example');
container
    .bind(tokenProviderId)
    .toProvider((context) => async (user) => `${context.get(issuerId)}:${user}`);
async function main() {
    const provideToken = container.get(tokenProviderId);
    console.log(await provideToken('ada'));
    // prints: auth.example:ada
}
void main();
