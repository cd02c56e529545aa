import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class Canvas {
  public draw(shape: BaseShape): string {
    return `drawing a ${shape.color} ${shape.name}`;
  }
}

@injectable()
class BaseShape {
  @inject(Canvas)
  public readonly canvas!: Canvas;

  constructor(
    @inject('ShapeName') public readonly name: string,
    @inject('Color') public readonly color: string,
  ) {}
}

// The child's constructor does not line up with the parent's: it takes one
// argument, with a different meaning. Keep the inherited property, but not the
// inherited constructor arguments.
@injectable()
@injectFromBase({ extendConstructorArguments: false })
class RegularPolygonShape extends BaseShape {
  constructor(@inject('SideCount') sides: number) {
    super(`${sides}-sided polygon`, 'black');
  }
}

// With the default options, argument 0 is replaced by the child's own
// metadata but argument 1 ('Color') is still inherited and must be resolved.
@injectable()
@injectFromBase()
class NaivePolygonShape extends BaseShape {
  constructor(@inject('SideCount') sides: number) {
    super(`${sides}-sided polygon`, 'black');
  }
}

const container: Container = new Container();
container.bind(Canvas).toSelf();
container.bind('SideCount').toConstantValue(6);
container.bind(RegularPolygonShape).toSelf();
container.bind(NaivePolygonShape).toSelf();

const polygon: RegularPolygonShape = container.get(RegularPolygonShape);
console.log(polygon.canvas.draw(polygon));

try {
  container.get(NaivePolygonShape);
} catch (error: unknown) {
  console.log((error as Error).message.split('\n')[0]);
}
// prints: drawing a black 6-sided polygon
// prints: No bindings found for service: "Color".
