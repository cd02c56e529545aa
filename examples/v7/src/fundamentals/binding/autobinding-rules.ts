import { Container, injectable } from 'inversify';

@injectable()
class Katana {}

@injectable()
class LegendaryKatana extends Katana {}

@injectable('Singleton')
class Dojo {}

// #region manual-wins
// a binding you made is used even when autobind is asked for
const manual: Container = new Container();
manual.bind(Katana).to(LegendaryKatana);
console.log(manual.get(Katana, { autobind: true }) instanceof LegendaryKatana);
// prints: true
// #endregion manual-wins

// #region scope
// an autobound class takes its scope from @injectable(scope), else from defaultScope
const transient: Container = new Container({ autobind: true });
console.log(transient.get(Dojo) === transient.get(Dojo));
// prints: true
console.log(transient.get(Katana) === transient.get(Katana));
// prints: false

const singletons: Container = new Container({ autobind: true, defaultScope: 'Singleton' });
console.log(singletons.get(Katana) === singletons.get(Katana));
// prints: true
// #endregion scope

// #region is-bound
// with the container option, isBound answers true for any class before it is requested
const eager: Container = new Container({ autobind: true });
console.log(eager.isBound(Katana), eager.isBound('Weapon'));
// prints: true false
// #endregion is-bound
