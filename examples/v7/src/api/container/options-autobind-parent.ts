import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

@injectable()
class InMemoryOrderRepository {}

// #region parent-autobind
// the parent autobinds; the child was created without the option
const parent: Container = new Container({ autobind: true });
const child: Container = new Container({ parent });

// the child has no binding, so the request goes to the parent, which autobinds the class
console.log(child.get(SystemClock) instanceof SystemClock);
// prints: true
console.log(`bound in the child ${child.isCurrentBound(SystemClock)}, in the parent ${parent.isCurrentBound(SystemClock)}`);
// prints: bound in the child false, in the parent true
// #endregion parent-autobind

// #region child-autobind
// the other way round, a child's autobind binds the class in the child only
const plainParent: Container = new Container();
const autobindingChild: Container = new Container({ parent: plainParent, autobind: true });
autobindingChild.get(InMemoryOrderRepository);
console.log(
  `bound in the child ${autobindingChild.isCurrentBound(InMemoryOrderRepository)}, ` +
    `in the parent ${plainParent.isBound(InMemoryOrderRepository)}`,
);
// prints: bound in the child true, in the parent false
// #endregion child-autobind
