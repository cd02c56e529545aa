import { isPlugin, Plugin } from '@inversifyjs/plugin';
import { Container } from 'inversify';
class EmptyPlugin extends Plugin {
    load(_api) {
        // Every Plugin instance carries the isPlugin marker.
        console.log(`isPlugin marker: ${String(this[isPlugin])}`);
    }
}
// Looks like a plugin, but does not extend Plugin.
class NotAPlugin {
    load(_api) { }
}
const container = new Container();
container.register(EmptyPlugin);
try {
    container.register(NotAPlugin);
}
catch (error) {
    console.log(error.message);
}
// prints: isPlugin marker: true
// prints: Invalid plugin. The plugin must extend the Plugin class
