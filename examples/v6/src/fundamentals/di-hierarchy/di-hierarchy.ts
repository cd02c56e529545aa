import { Container, injectable } from 'inversify';

@injectable()
class Katana {
  public readonly damage: number = 10;
}

const parent: Container = new Container();
parent.bind(Katana).toSelf();

// The child has no binding for Katana, so the lookup climbs to the parent.
const child: Container = parent.createChild();

console.log(child.get(Katana).damage);
// prints: 10
console.log(child.isBound(Katana), child.isCurrentBound(Katana));
// prints: true false
console.log(child.parent === parent);
// prints: true
