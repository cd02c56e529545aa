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
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

function build(container: Container): Container {
  container.bind(Katana).toSelf();
  container.bind(Ninja).toSelf();
  return container;
}

// the default (jitless: true) never generates code at runtime
const interpreted: Container = build(new Container());
console.log(interpreted.get(Ninja).katana.damage, `generated: ${generated}`);
// prints: 10 generated: 0

// jitless: false lets the container compile resolvers with new Function
const compiled: Container = build(new Container({ jitless: false }));
console.log(compiled.get(Ninja).katana.damage, `generated: ${generated > 0}`);
// prints: 10 generated: true
// #endregion main
