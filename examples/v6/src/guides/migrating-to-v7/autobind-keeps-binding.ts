import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

const container: Container = new Container();
console.log(`bound before ${container.isBound(SystemClock)}`);
// prints: bound before false

// inversify 6: resolve() builds the instance without adding a binding
console.log(container.resolve(SystemClock) instanceof SystemClock);
// prints: true
console.log(`bound after ${container.isBound(SystemClock)}`);
// prints: bound after false
