import { Container, inject, injectable } from 'inversify';

@injectable()
class Counter {
  private static created: number = 0;
  public readonly id: number = ++Counter.created;
}

@injectable()
class Pair {
  constructor(
    @inject(Counter) public readonly first: Counter,
    @inject(Counter) public readonly second: Counter,
  ) {}
}

function show(container: Container): string {
  const a: Pair = container.get(Pair);
  const b: Pair = container.get(Pair);
  return [a.first.id, a.second.id, b.first.id, b.second.id].join(' ');
}

const transient: Container = new Container();
transient.bind(Pair).toSelf();
transient.bind(Counter).toSelf().inTransientScope();
// A new Counter for every injection
console.log(`transient: ${show(transient)}`);
// prints: transient: 1 2 3 4

const request: Container = new Container();
request.bind(Pair).toSelf();
request.bind(Counter).toSelf().inRequestScope();
// One Counter per call to get
console.log(`request: ${show(request)}`);
// prints: request: 5 5 6 6

const singleton: Container = new Container();
singleton.bind(Pair).toSelf();
singleton.bind(Counter).toSelf().inSingletonScope();
// One Counter for the lifetime of the binding
console.log(`singleton: ${show(singleton)}`);
// prints: singleton: 7 7 7 7
