import { Container, injectable, interfaces, postConstruct } from 'inversify';

@injectable()
class Katana {
  public readonly steps: string[] = [];

  @postConstruct()
  public init(): void {
    this.steps.push('postConstruct');
  }
}

const root: Container = new Container();
const child: Container = root.createChild();

// The binding lives in the child container.
child
  .bind(Katana)
  .toSelf()
  .onActivation((context: interfaces.Context, katana: Katana): Katana => {
    katana.steps.push('binding handler');
    return katana;
  });

child.onActivation(Katana, (context: interfaces.Context, katana: Katana): Katana => {
  katana.steps.push('child container handler');
  return katana;
});

root.onActivation(Katana, (context: interfaces.Context, katana: Katana): Katana => {
  katana.steps.push('root container handler');
  return katana;
});

console.log(child.get(Katana).steps.join(' -> '));
// prints: postConstruct -> binding handler -> root container handler -> child container handler
