// node-flags: --disallow-code-generation-from-strings
// Node started with this option forbids eval and new Function, as a strict
// Content-Security-Policy does in a browser.
import { Container, inject, injectable } from 'inversify';

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

// jitless: true (the default) generates no code, so the policy does not matter
console.log(build(new Container()).get(OrderService).logger.name);
// prints: console

// jitless: false: binding works, resolving needs generated code and fails
const compiled: Container = build(new Container({ jitless: false }));
for (const attempt of [1, 2]) {
  try {
    compiled.get(OrderService);
  } catch (error: unknown) {
    // No fallback: every later get fails the same way.
    console.log(`get #${attempt}: ${(error as Error).name}: ${(error as Error).message}`);
  }
}
// prints: get #1: EvalError: Code generation from strings disallowed for this context
// prints: get #2: EvalError: Code generation from strings disallowed for this context

// Bindings that do not build a new value on every get use no generated code
const singletons: Container = new Container({ jitless: false });
singletons.bind(ConsoleLogger).toSelf().inSingletonScope();
singletons.bind(OrderService).toSelf().inSingletonScope();
singletons.bind<string>('region').toConstantValue('eu-west');
console.log(singletons.get(OrderService).logger.name, singletons.get<string>('region'));
// prints: console eu-west
