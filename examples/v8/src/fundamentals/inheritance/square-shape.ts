import { Container, inject, injectable } from 'inversify';

@injectable()
class BaseShape {
  constructor(@inject('ShapeName') public readonly name: string) {}
}

// SquareShape needs no injection: it passes a fixed value to super().
// It does not opt in with @injectFromBase, so the container simply calls
// new SquareShape() and never looks for a 'ShapeName' binding.
@injectable()
class SquareShape extends BaseShape {
  constructor() {
    super('square');
  }
}

const container: Container = new Container();
container.bind(SquareShape).toSelf();

console.log(container.get(SquareShape).name);
// prints: square
