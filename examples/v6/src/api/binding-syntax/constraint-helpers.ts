import {
  Container,
  inject,
  injectable,
  interfaces,
  named,
  namedConstraint,
  tagged,
  taggedConstraint,
  traverseAncerstors,
  typeConstraint,
} from 'inversify';

@injectable()
class Gate {
  constructor(
    @inject('Guard') @tagged('shift', 'night') public readonly nightGuard: string,
    @inject('Guard') @named('captain') public readonly captain: string,
  ) {}
}

@injectable()
class Castle {
  constructor(@inject(Gate) public readonly gate: Gate) {}
}

@injectable()
class Farm {
  constructor(@inject(Gate) public readonly gate: Gate) {}
}

// Building blocks for custom constraints.
const onNightShift: interfaces.ConstraintFunction = taggedConstraint('shift')('night');
const isCaptain: interfaces.ConstraintFunction = namedConstraint('captain');
// traverseAncerstors tests the parents of a request, one after the other,
// and typeConstraint compares a request with a class (or a string identifier).
const insideCastle = (request: interfaces.Request): boolean => traverseAncerstors(request, typeConstraint(Castle));

const container: Container = new Container();
container.bind(Castle).toSelf();
container.bind(Farm).toSelf();
container.bind(Gate).toSelf();

container
  .bind<string>('Guard')
  .toConstantValue('knight')
  .when((request: interfaces.Request): boolean => onNightShift(request) && insideCastle(request));
container
  .bind<string>('Guard')
  .toConstantValue('farmhand')
  .when((request: interfaces.Request): boolean => onNightShift(request) && !insideCastle(request));
container.bind<string>('Guard').toConstantValue('sir lancelot').when(isCaptain);

const castleGate: Gate = container.get(Castle).gate;
const farmGate: Gate = container.get(Farm).gate;

console.log(castleGate.nightGuard, '/', castleGate.captain);
// prints: knight / sir lancelot
console.log(farmGate.nightGuard, '/', farmGate.captain);
// prints: farmhand / sir lancelot
