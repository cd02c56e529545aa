import { Container, injectable, type ServiceIdentifier } from 'inversify';

@injectable()
class UserService {
  public name(): string {
    return 'user service';
  }
}

// TypeScript narrows the variable to symbol on assignment: T is lost
const userServiceId: ServiceIdentifier<UserService> = Symbol.for('UserService');

const container: Container = new Container();
container.bind(UserService).toSelf();

// get infers unknown, so calling name() does not compile
const service = container.get(userServiceId);
// expect-error: TS18046
service.name();
