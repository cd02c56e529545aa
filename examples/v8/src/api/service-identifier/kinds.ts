import { Container, injectable } from 'inversify';

@injectable()
class UserService {
  public name(): string {
    return 'user service';
  }
}

abstract class Logger {
  public abstract log(message: string): string;
}

@injectable()
class ConsoleLogger extends Logger {
  public log(message: string): string {
    return `[log] ${message}`;
  }
}

const container: Container = new Container();

// a class
container.bind(UserService).toSelf();
// an abstract class
container.bind(Logger).to(ConsoleLogger);
// a string
container.bind<number>('Port').toConstantValue(8080);
// a symbol
const apiUrlId: unique symbol = Symbol.for('ApiUrl');
container.bind<string>(apiUrlId).toConstantValue('https://example.com');

// T is inferred from class identifiers: no type argument needed
console.log(container.get(UserService).name());
// prints: user service
console.log(container.get(Logger).log('started'));
// prints: [log] started

// strings and symbols carry no type: pass T yourself
console.log(container.get<number>('Port'), container.get<string>(apiUrlId));
// prints: 8080 https://example.com
