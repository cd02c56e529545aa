import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

const container: Container = new Container();
console.log(`bound before ${container.isBound(SystemClock)}`);
// prints: bound before false

// inversify 7: the binding that get() creates for this request stays in the container
console.log(container.get(SystemClock, { autobind: true }) instanceof SystemClock);
// prints: true
console.log(`bound after ${container.isBound(SystemClock)}`);
// prints: bound after true

// so a later get() without the option finds it
console.log(container.get(SystemClock) instanceof SystemClock);
// prints: true
