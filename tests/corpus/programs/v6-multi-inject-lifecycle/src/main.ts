import 'reflect-metadata';
import { Container } from 'inversify';
import { Pipeline } from './pipeline';
import { Plugin, PLUGIN, TrimPlugin, UpperPlugin } from './plugins';

const container = new Container();
container.bind<Plugin>(PLUGIN).to(TrimPlugin);
container.bind<Plugin>(PLUGIN).to(UpperPlugin);
container.bind(Pipeline).toSelf().inSingletonScope();

console.log(JSON.stringify(container.get(Pipeline).run('  hello  ')));
console.log(JSON.stringify(container.get(Pipeline).run(' again ')));
