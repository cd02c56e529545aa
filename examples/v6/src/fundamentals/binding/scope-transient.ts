import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const container: Container = new Container();

// Transient is the default scope, so inTransientScope() only makes it explicit.
container.bind(Katana).toSelf().inTransientScope();

console.log(container.get(Katana) === container.get(Katana));
// prints: false
