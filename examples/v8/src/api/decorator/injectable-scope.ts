import { Container, injectable } from 'inversify';

// The class declares its own default scope
@injectable('Singleton')
class Settings {
  public readonly createdAt: number = Math.random();
}

const container: Container = new Container();
container.bind(Settings).toSelf();
console.log(container.get(Settings) === container.get(Settings));
// prints: true

// A scope set on the binding wins over the decorator
const other: Container = new Container();
other.bind(Settings).toSelf().inTransientScope();
console.log(other.get(Settings) === other.get(Settings));
// prints: false
