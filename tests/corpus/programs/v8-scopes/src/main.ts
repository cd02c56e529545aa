import { Container, injectable } from 'inversify';

let created = 0;

@injectable()
class Id {
  readonly value = ++created;
}

@injectable()
class Handler {
  constructor(
    readonly first: Id,
    readonly second: Id,
  ) {}
}

type Scope = 'singleton' | 'transient' | 'request';

function containerWith(scope: Scope): Container {
  const container = new Container();
  const id = container.bind(Id).toSelf();
  if (scope === 'singleton') id.inSingletonScope();
  else if (scope === 'transient') id.inTransientScope();
  else id.inRequestScope();
  container.bind(Handler).toSelf();
  return container;
}

for (const scope of ['singleton', 'transient', 'request'] as const) {
  created = 0;
  const container = containerWith(scope);
  const a = container.get(Handler);
  const b = container.get(Handler);
  console.log(`${scope}: ${a.first.value},${a.second.value} then ${b.first.value},${b.second.value}`);
}
