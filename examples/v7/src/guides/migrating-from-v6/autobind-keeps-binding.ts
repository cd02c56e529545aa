import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const container: Container = new Container();
console.log(`bound before ${container.isBound(Katana)}`);
// prints: bound before false

// inversify 7: the binding that get() creates for this request stays in the container
container.get(Katana, { autobind: true });
console.log(`bound after ${container.isBound(Katana)}`);
// prints: bound after true

// so a later get() without the option finds it
console.log(container.get(Katana) instanceof Katana);
// prints: true
