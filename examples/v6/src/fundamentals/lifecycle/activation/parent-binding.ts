import { Container, injectable, interfaces } from 'inversify';

@injectable()
class SystemClock {}

const root: Container = new Container();
const child: Container = root.createChild();

// The binding lives in the root container...
root.bind(SystemClock).toSelf();

const handled: string[] = [];
root.onActivation(SystemClock, (context: interfaces.Context, clock: SystemClock): SystemClock => {
  handled.push('root');
  return clock;
});
child.onActivation(SystemClock, (context: interfaces.Context, clock: SystemClock): SystemClock => {
  handled.push('child');
  return clock;
});

// ...so resolving through the child runs only the handlers from the root down to
// the owning container: the child's own handler is skipped.
child.get(SystemClock);
console.log(handled);
// prints: [ 'root' ]
