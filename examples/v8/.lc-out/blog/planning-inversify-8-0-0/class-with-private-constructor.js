import { Container } from 'inversify';
class AppConfig {
    environment;
    constructor(environment) {
        this.environment = environment;
    }
    static load() {
        return new AppConfig('production');
    }
}
// 8.x: give such a class a symbol identifier instead.
const appConfigId = Symbol.for('AppConfig');
const container = new Container();
container.bind(appConfigId).toConstantValue(AppConfig.load());
console.log(container.get(appConfigId).environment);
// prints: production
