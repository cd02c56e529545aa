import { Container, inject, injectable, interfaces } from 'inversify';

interface Engine {
  type: string;
  displacement: number | null;
}

@injectable()
class DieselEngine implements Engine {
  public readonly type: string = 'diesel';
  public displacement: number | null = null;
}

@injectable()
class PetrolEngine implements Engine {
  public readonly type: string = 'petrol';
  public displacement: number | null = null;
}

// A curried factory: engine name first, then displacement.
type EngineFactory = (named: string) => (displacement: number) => Engine;

@injectable()
class DieselCarFactory {
  private readonly dieselFactory: (displacement: number) => Engine;

  constructor(@inject('Factory<Engine>') factory: EngineFactory) {
    this.dieselFactory = factory('diesel');
  }

  public createEngine(displacement: number): Engine {
    return this.dieselFactory(displacement);
  }
}

const container: Container = new Container();

container.bind<Engine>('Engine').to(PetrolEngine).whenTargetNamed('petrol');
container.bind<Engine>('Engine').to(DieselEngine).whenTargetNamed('diesel');

container
  .bind<EngineFactory>('Factory<Engine>')
  .toFactory<Engine, [string], [number]>((context: interfaces.Context) => {
    return (named: string) => (displacement: number): Engine => {
      const engine: Engine = context.container.getNamed<Engine>('Engine', named);
      engine.displacement = displacement;
      return engine;
    };
  });

container.bind(DieselCarFactory).toSelf();

const engine: Engine = container.get(DieselCarFactory).createEngine(300);
console.log(engine.type, engine.displacement);
// prints: diesel 300

// The factory function is built once and cached: every resolution returns the same one.
console.log(container.get('Factory<Engine>') === container.get('Factory<Engine>'));
// prints: true
