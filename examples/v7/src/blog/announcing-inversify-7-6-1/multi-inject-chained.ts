import { Container, injectable, multiInject, ServiceIdentifier } from 'inversify';

interface Middleware {
  readonly name: string;
}

const middlewareId: ServiceIdentifier<Middleware> = Symbol.for('Middleware');

@injectable()
class Pipeline {
  constructor(
    @multiInject(middlewareId, { chained: true })
    public readonly middlewares: Middleware[],
  ) {}
}

const appContainer: Container = new Container();
appContainer.bind<Middleware>(middlewareId).toConstantValue({ name: 'cors' });

const requestContainer: Container = new Container({ parent: appContainer });
requestContainer.bind<Middleware>(middlewareId).toConstantValue({ name: 'auth' });
requestContainer.bind(Pipeline).toSelf();

const pipeline: Pipeline = requestContainer.get(Pipeline);
console.log(pipeline.middlewares.map((middleware: Middleware): string => middleware.name).join(' -> '));
// prints: auth -> cors
