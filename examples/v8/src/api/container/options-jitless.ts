import { Container, inject, injectable } from 'inversify';

// #region count
// For this demonstration only: count the functions generated at run time
// by wrapping the global Function constructor.
let generated: number = 0;
globalThis.Function = new Proxy(Function, {
  construct(target: FunctionConstructor, args: string[]): Function {
    generated++;
    return Reflect.construct(target, args) as Function;
  },
});
// #endregion count

// #region main
@injectable()
class ConsoleLogger {
  public readonly name: string = 'console';
}

@injectable()
class OrderService {
  constructor(@inject(ConsoleLogger) public readonly logger: ConsoleLogger) {}
}

function build(container: Container): Container {
  container.bind(ConsoleLogger).toSelf();
  container.bind(OrderService).toSelf();
  return container;
}

// the default (jitless: true) never generates code at runtime
const interpreted: Container = build(new Container());
console.log(interpreted.get(OrderService).logger.name, `generated: ${generated}`);
// prints: console generated: 0

// jitless: false lets the container compile resolvers with new Function
const compiled: Container = build(new Container({ jitless: false }));
console.log(compiled.get(OrderService).logger.name, `generated: ${generated > 0}`);
// prints: console generated: true
// #endregion main
