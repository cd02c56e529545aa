import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const container: Container = new Container();
console.log(container.isBound(Katana));
// prints: false

// inversify 8: an autobound request adds a binding to the container
// (inversify 6's resolve() built the instance and kept no binding)
container.get(Katana, { autobind: true });
console.log(container.isBound(Katana));
// prints: true

// Later requests need no option any more, and use that binding
console.log(container.get(Katana) instanceof Katana);
// prints: true
