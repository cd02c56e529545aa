import { Container, injectable, type ResolutionContext } from 'inversify';

interface Engine {
  readonly fuel: string;
}

@injectable()
class PetrolEngine implements Engine {
  public readonly fuel: string = 'petrol';
}

@injectable()
class DieselEngine implements Engine {
  public readonly fuel: string = 'diesel';
}

// The bound type must be a function type: the factory handed out by the container
type EngineFactory = (fuel: string) => Engine;

const container: Container = new Container();
container.bind<Engine>('Engine').to(PetrolEngine).whenNamed('petrol');
container.bind<Engine>('Engine').to(DieselEngine).whenNamed('diesel');

let outerCalls: number = 0;
container
  .bind<EngineFactory>('EngineFactory')
  .toFactory((context: ResolutionContext): EngineFactory => {
    outerCalls++;
    return (fuel: string): Engine => context.get<Engine>('Engine', { name: fuel });
  });

const buildEngine: EngineFactory = container.get<EngineFactory>('EngineFactory');
console.log(buildEngine('diesel').fuel);
// prints: diesel
console.log(buildEngine('petrol').fuel);
// prints: petrol

// The outer function ran once: every request gets the same factory, like a singleton
console.log(outerCalls, buildEngine === container.get<EngineFactory>('EngineFactory'));
// prints: 1 true
