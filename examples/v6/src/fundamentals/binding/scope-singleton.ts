import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

const container: Container = new Container();

container.bind(Katana).toSelf().inSingletonScope();

console.log(container.get(Katana) === container.get(Katana));
// prints: true
