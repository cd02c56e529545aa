import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

const container: Container = new Container();
console.log(container.isBound(SystemClock));
// prints: false

// inversify 8: an autobound request adds a binding to the container
// (inversify 6's resolve() built the instance and kept no binding)
container.get(SystemClock, { autobind: true });
console.log(container.isBound(SystemClock));
// prints: true

// Later requests need no option any more, and use that binding
console.log(container.get(SystemClock) instanceof SystemClock);
// prints: true
