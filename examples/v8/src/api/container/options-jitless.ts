import { Container, inject, injectable } from 'inversify';

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

// jitless: false lets the container compile resolvers with new Function
const compiled: Container = build(new Container({ jitless: false }));

console.log(interpreted.get(Ninja).katana.damage);
// prints: 10
console.log(compiled.get(Ninja).katana.damage);
// prints: 10
