import { Container, inject, injectable, ResolutionContext, ServiceIdentifier } from 'inversify';

interface Engine {
  start(): string;
}

@injectable()
class PetrolEngine implements Engine {
  public start(): string {
    return 'vroom';
  }
}

@injectable()
class ElectricEngine implements Engine {
  public start(): string {
    return 'hum';
  }
}

type EngineKind = 'petrol' | 'electric';
type EngineFactory = (kind: EngineKind) => Engine;

const engineId: ServiceIdentifier<Engine> = Symbol.for('Engine');
const engineFactoryId: ServiceIdentifier<EngineFactory> = Symbol.for('EngineFactory');

@injectable()
class CarAssembler {
  constructor(@inject(engineFactoryId) private readonly createEngine: EngineFactory) {}

  public assemble(kind: EngineKind): string {
    return `${kind} car says ${this.createEngine(kind).start()}`;
  }
}

const container: Container = new Container();

container.bind(engineId).to(PetrolEngine).whenNamed('petrol');
container.bind(engineId).to(ElectricEngine).whenNamed('electric');

// The choice depends on an argument known only when the factory is called,
// so a factory that keeps the ResolutionContext is the simplest tool here.
container
  .bind<EngineFactory>(engineFactoryId)
  .toFactory(
    (context: ResolutionContext): EngineFactory =>
      (kind: EngineKind): Engine =>
        context.get(engineId, { name: kind }),
  );
container.bind(CarAssembler).toSelf();

const assembler: CarAssembler = container.get(CarAssembler);
console.log(assembler.assemble('petrol'));
// prints: petrol car says vroom
console.log(assembler.assemble('electric'));
// prints: electric car says hum
