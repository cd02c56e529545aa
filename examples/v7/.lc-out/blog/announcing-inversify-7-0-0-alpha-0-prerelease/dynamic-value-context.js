"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
class DatabaseClient {
    url;
    connected = false;
    constructor(url) {
        this.url = url;
    }
}
const settingsId = Symbol.for('Settings');
const clientId = Symbol.for('DatabaseClient');
const container = new inversify_1.Container();
container.bind(settingsId).toConstantValue({ databaseUrl: 'postgres://localhost/shop' });
// The builder receives a ResolutionContext: it can resolve services, nothing more.
container
    .bind(clientId)
    .toDynamicValue((context) => {
    const settings = context.get(settingsId);
    return new DatabaseClient(settings.databaseUrl);
})
    .inSingletonScope()
    // Activation handlers receive the same ResolutionContext type.
    .onActivation((_context, client) => {
    client.connected = true;
    return client;
});
const client = container.get(clientId);
console.log(`${client.url} connected=${String(client.connected)}`);
// prints: postgres://localhost/shop connected=true
