import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Clock {}

const root: Container = new Container();
const child: Container = root.createChild();

// The binding lives in the root container...
root.bind(Clock).toSelf();

const handled: string[] = [];
root.onActivation(Clock, (context: interfaces.Context, clock: Clock): Clock => {
  handled.push('root');
  return clock;
});
child.onActivation(Clock, (context: interfaces.Context, clock: Clock): Clock => {
  handled.push('child');
  return clock;
});

// ...so resolving through the child runs only the handlers from the root down to
// the owning container: the child's own handler is skipped.
child.get(Clock);
console.log(handled);
// prints: [ 'root' ]
