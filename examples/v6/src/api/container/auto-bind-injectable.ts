import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

@injectable()
class Ninja {
  public readonly name: string = 'ninja';
  constructor(public readonly katana: Katana) {}
}

@injectable()
class NinjaMaster extends Ninja {
  public override readonly name: string = 'ninja master';
}

const container: Container = new Container({ autoBindInjectable: true });

console.log(container.isBound(Ninja));
// prints: false
console.log(container.get(Ninja).katana.damage);
// prints: 10
console.log(container.isBound(Ninja));
// prints: true

// A manual binding always wins over the automatic self-binding.
const other: Container = new Container({ autoBindInjectable: true });
other.bind(Ninja).to(NinjaMaster);

console.log(other.get(Ninja).name);
// prints: ninja master
