import { Container, injectable, multiInject } from 'inversify';

@injectable()
class LocalPlugins {
  constructor(@multiInject('Plugin') public readonly names: string[]) {}
}

@injectable()
class AllPlugins {
  // chained: also collect the bindings of the ancestor containers
  constructor(@multiInject('Plugin', { chained: true }) public readonly names: string[]) {}
}

const parent: Container = new Container();
parent.bind<string>('Plugin').toConstantValue('logger');

const child: Container = new Container({ parent });
child.bind<string>('Plugin').toConstantValue('metrics');
child.bind(LocalPlugins).toSelf();
child.bind(AllPlugins).toSelf();

console.log(child.get(LocalPlugins).names.join(', '));
// prints: metrics
console.log(child.get(AllPlugins).names.join(', '));
// prints: metrics, logger
