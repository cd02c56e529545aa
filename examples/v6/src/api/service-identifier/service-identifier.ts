import { Container, injectable, interfaces } from 'inversify';

@injectable()
class UserService {
  public readonly name: string = 'user service';
}

// A class, a string and a symbol can all identify a service.
// A class carries its instance type by itself. A string or a symbol does
// not, so the cast gives each of them the type they resolve to.
const byClass: typeof UserService = UserService;
const byString = 'UserService' as interfaces.ServiceIdentifier<UserService>;
const bySymbol = Symbol.for('UserService') as interfaces.ServiceIdentifier<UserService>;

const container: Container = new Container();

// Registration
container.bind(byClass).toSelf();
container.bind(byString).to(UserService);
container.bind(bySymbol).to(UserService);

// Handler configuration
container.onActivation(bySymbol, (context: interfaces.Context, service: UserService): UserService => {
  console.log(`activating the ${service.name}`);
  return service;
});

// Resolution: T is inferred from the identifier, so `.name` type-checks
// without a type argument or an annotation on the result.
console.log(container.get(byClass).name, container.get(byString).name);
// prints: user service user service
console.log(container.get(bySymbol).name);
// prints: activating the user service
// prints: user service

// Without a typed identifier, pass the type argument yourself.
console.log(container.get<UserService>('UserService').name);
// prints: user service
