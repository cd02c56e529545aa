import { Container } from 'inversify';
class Clock {
    zone;
    constructor(zone) {
        this.zone = zone;
    }
    static create(zone) {
        return new Clock(zone);
    }
}
// inversify 8: give such a class a symbol (or string) identifier instead
const clockId = Symbol.for('Clock');
const container = new Container();
container.bind(clockId).toConstantValue(Clock.create('UTC'));
console.log(container.get(clockId).zone);
// prints: UTC
