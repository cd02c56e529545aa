"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const plugin_1 = require("@inversifyjs/plugin");
const inversify_1 = require("inversify");
class EmptyPlugin extends plugin_1.Plugin {
    load(_api) {
        // Every Plugin instance carries the isPlugin marker.
        console.log(`isPlugin marker: ${String(this[plugin_1.isPlugin])}`);
    }
}
// Looks like a plugin, but does not extend Plugin.
class NotAPlugin {
    load(_api) { }
}
const container = new inversify_1.Container();
container.register(EmptyPlugin);
try {
    container.register(NotAPlugin);
}
catch (error) {
    console.log(error.message);
}
// prints: isPlugin marker: true
// prints: Invalid plugin. The plugin must extend the Plugin class
