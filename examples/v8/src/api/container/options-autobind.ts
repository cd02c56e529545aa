import { Container, inject, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

// #region container-option
const container: Container = new Container({ autobind: true });

// neither Ninja nor Katana is bound: both are bound to themselves on demand
const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.damage);
// prints: 10
// #endregion container-option

// #region get-option
const strict: Container = new Container();

console.log(strict.isBound(Katana));
// prints: false
console.log(strict.get(Katana, { autobind: true }).damage);
// prints: 10
// the binding created on demand stays in the container
console.log(strict.isBound(Katana));
// prints: true
// #endregion get-option
