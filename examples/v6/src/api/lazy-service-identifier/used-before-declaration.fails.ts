// expect-error: TS2449
import { Container, inject, injectable } from 'inversify';

@injectable()
class Service {
  constructor(
    @inject(AnotherService)
    public readonly another: { name: string },
  ) {}
}

@injectable()
class AnotherService {
  public readonly name: string = 'another service';
}

const container: Container = new Container();
container.bind(Service).toSelf();
container.bind(AnotherService).toSelf();
