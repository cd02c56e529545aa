"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const plugin_1 = require("@inversifyjs/plugin");
const inversify_1 = require("inversify");
// a plugin that adds a greet method to the container
class GreetingPlugin extends plugin_1.Plugin {
    constructor(container, context) {
        super(container, context);
    }
    load(api) {
        api.define('greet', (name) => `hello ${name}`);
    }
}
const container = new inversify_1.Container();
container.register(GreetingPlugin);
const extended = container;
console.log(extended.greet('inversify'));
// prints: hello inversify
