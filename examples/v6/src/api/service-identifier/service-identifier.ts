import { Container, injectable, interfaces } from 'inversify';

@injectable()
class UserService {
  public readonly name: string = 'user service';
}

// A class, a string and a symbol can all identify a service.
const byClass: interfaces.ServiceIdentifier<UserService> = UserService;
const byString: interfaces.ServiceIdentifier<UserService> = 'UserService';
const bySymbol: interfaces.ServiceIdentifier<UserService> = Symbol.for('UserService');

const container: Container = new Container();
container.bind(byClass).toSelf();
container.bind(byString).to(UserService);
container.bind(bySymbol).to(UserService);

// T is inferred from the identifier, so no type argument is needed.
const fromClass: UserService = container.get(byClass);
const fromString: UserService = container.get(byString);
const fromSymbol: UserService = container.get(bySymbol);

console.log(fromClass.name, fromString.name, fromSymbol.name);
// prints: user service user service user service
