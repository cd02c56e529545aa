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

// with the container option, isBound answers true before any request
console.log(container.isBound(Ninja));
// prints: true

// neither Ninja nor Katana is bound: both are bound to themselves on demand
const ninja: Ninja = container.get(Ninja);
console.log(ninja.katana.damage);
// prints: 10

// the binding made on demand follows @injectable(scope), like bind(Class).toSelf()
@injectable('Singleton')
class Armory {}
console.log(container.get(Armory) === container.get(Armory));
// prints: true

// a manual binding wins: autobind only applies to classes that have none
const manual: Container = new Container({ autobind: true });
manual.bind(Katana).toConstantValue(Object.assign(new Katana(), { damage: 99 }));
console.log(manual.get(Ninja).katana.damage);
// prints: 99
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

// and unbind removes it like any other binding
strict.unbind(Katana);
console.log(strict.isBound(Katana));
// prints: false
// #endregion get-option
