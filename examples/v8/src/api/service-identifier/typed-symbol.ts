import { Container, injectable, type ServiceIdentifier } from 'inversify';

@injectable()
class UserService {
  public name(): string {
    return 'user service';
  }
}

// the cast keeps the declared type, so get infers UserService
const userServiceId = Symbol.for('UserService') as ServiceIdentifier<UserService>;

const container: Container = new Container();
container.bind(userServiceId).to(UserService);

// no annotation and no type argument: get infers UserService
const service = container.get(userServiceId);
console.log(service.name());
// prints: user service
