// expect-error: TS2449
import { inject, injectable } from 'inversify';

@injectable()
class Ninja {
  // Katana is read while the decorators of Ninja run, before its declaration
  constructor(@inject(Katana) public readonly weapon: { name: string }) {}
}

@injectable()
class Katana {
  public readonly name: string = 'katana';
}
