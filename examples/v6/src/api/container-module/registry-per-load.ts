import { Container, ContainerModule, interfaces } from 'inversify';

let loads: number = 0;

// The registry runs on every load, into whichever container loads the module.
const settingsModule: ContainerModule = new ContainerModule((bind: interfaces.Bind) => {
  loads += 1;
  bind<number>('LoadNumber').toConstantValue(loads);
});
console.log(loads);
// prints: 0

const first: Container = new Container();
const second: Container = new Container();
first.load(settingsModule);
second.load(settingsModule);
console.log(first.get<number>('LoadNumber'), second.get<number>('LoadNumber'));
// prints: 1 2
