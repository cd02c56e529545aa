import { Container, inject, injectable, LazyServiceIdentifier } from 'inversify';

interface Named {
  name: string;
}

@injectable()
class Service {
  constructor(
    // AnotherService is declared below this class. Writing
    // @inject(AnotherService) here would read it before it exists.
    @inject(new LazyServiceIdentifier(() => AnotherService))
    public readonly another: Named,
  ) {}
}

@injectable()
class AnotherService implements Named {
  public readonly name: string = 'another service';
}

const container: Container = new Container();
container.bind(Service).toSelf();
container.bind(AnotherService).toSelf();

console.log(container.get(Service).another.name);
// prints: another service
