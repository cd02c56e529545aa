import { Container, injectable } from 'inversify';

@injectable()
class SystemClock {}

const app: Container = new Container({ defaultScope: 'Singleton' });

// Without options, the child starts with a copy of its parent's options...
const inherited: Container = app.createChild();
// ...with options, it uses its own.
const own: Container = app.createChild({ defaultScope: 'Transient' });

for (const container of [inherited, own]) {
  container.bind(SystemClock).toSelf();
  console.log(container.options.defaultScope, container.get(SystemClock) === container.get(SystemClock));
}
// prints: Singleton true
// prints: Transient false

// A copy: changing the parent's options later does not reach the child.
app.options.defaultScope = 'Transient';
console.log(inherited.options.defaultScope);
// prints: Singleton
