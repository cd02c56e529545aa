import { Container } from 'inversify';

// #region handlers
// a snapshot also saves activation handlers: one added afterwards is gone after restore
const container: Container = new Container();
container.bind<string>('Weapon').toConstantValue('katana');
container.snapshot();
container.onActivation<string>('Weapon', (_context, weapon: string): string => `sharp ${weapon}`);
console.log(container.get<string>('Weapon'));
// prints: sharp katana
container.restore();
console.log(container.get<string>('Weapon'));
// prints: katana
// #endregion handlers

// #region stack
// snapshots form a stack: each restore goes back one step
const stacked: Container = new Container();
stacked.bind<number>('Level').toConstantValue(1);
stacked.snapshot();
stacked.rebindSync<number>('Level').toConstantValue(2);
stacked.snapshot();
stacked.rebindSync<number>('Level').toConstantValue(3);
stacked.restore();
console.log(stacked.get<number>('Level'));
// prints: 2
stacked.restore();
console.log(stacked.get<number>('Level'));
// prints: 1
// #endregion stack

// #region parent
// a snapshot of a child does not cover its parent
const parent: Container = new Container();
parent.bind<string>('Weapon').toConstantValue('katana');
const child: Container = new Container({ parent });
child.snapshot();
parent.rebindSync<string>('Weapon').toConstantValue('bow');
child.restore();
console.log(child.get<string>('Weapon'));
// prints: bow
// #endregion parent
