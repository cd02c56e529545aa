import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

@injectable()
class Shuriken {}

const parent: Container = new Container();
parent.bind(Katana).toSelf();

const child: Container = parent.createChild();
child.bind(Shuriken).toSelf();

// isBound looks at ancestors, isCurrentBound only at the container itself.
console.log(child.isBound(Katana), child.isCurrentBound(Katana));
// prints: true false
console.log(child.isBound(Shuriken), child.isCurrentBound(Shuriken));
// prints: true true
