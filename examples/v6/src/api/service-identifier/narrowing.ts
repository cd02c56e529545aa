import { Container, injectable, interfaces } from 'inversify';

@injectable()
class UserService {
  public readonly name: string = 'user service';
}

// #region narrowed
// Assigning a symbol narrows the variable's type to `symbol`,
// so T is lost and get() returns unknown.
const narrowedId: interfaces.ServiceIdentifier<UserService> = Symbol.for('UserService');
// #endregion narrowed

// #region cast
// A cast keeps the declared type, and with it T.
const typedId = Symbol.for('UserService') as interfaces.ServiceIdentifier<UserService>;
// #endregion cast

const container: Container = new Container();
container.bind(typedId).to(UserService);

const lost = container.get(narrowedId); // typed unknown
const kept = container.get(typedId); // typed UserService

console.log((lost as UserService).name, kept.name);
// prints: user service user service
