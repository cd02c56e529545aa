"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
// Imagine both classes come from a package you cannot edit
class HttpClient {
    baseUrl = 'https://api.example.com';
}
class UserApi {
    client;
    constructor(client) {
        this.client = client;
    }
    url(id) {
        return `${this.client.baseUrl}/users/${String(id)}`;
    }
}
// Describe them from your own code, once, before any binding uses them
(0, inversify_1.decorate)((0, inversify_1.injectable)(), HttpClient);
(0, inversify_1.decorate)((0, inversify_1.injectable)(), UserApi);
(0, inversify_1.decorate)((0, inversify_1.inject)(HttpClient), UserApi, 0);
const container = new inversify_1.Container();
container.bind(HttpClient).toSelf().inSingletonScope();
container.bind(UserApi).toSelf();
console.log(container.get(UserApi).url(7));
// prints: https://api.example.com/users/7
