import { Plugin } from '@inversifyjs/plugin';
import { Container } from 'inversify';
// a plugin that adds a greet method to the container
class GreetingPlugin extends Plugin {
    constructor(container, context) {
        super(container, context);
    }
    load(api) {
        api.define('greet', (name) => `hello ${name}`);
    }
}
const container = new Container();
container.register(GreetingPlugin);
const extended = container;
console.log(extended.greet('inversify'));
// prints: hello inversify
