import 'reflect-metadata';
import { Container } from 'inversify';
import { ConsoleLog, Log, PrefixedLog, Worker } from './services';

const root = new Container({ defaultScope: 'Singleton' });
root.bind(Log).to(ConsoleLog);
root.bind(Worker).toSelf().inTransientScope();

const tenant = root.createChild();
tenant.bind(Log).to(PrefixedLog);

root.get(Worker).run('nightly import');
tenant.get(Worker).run('tenant import');
console.log(`same log in root: ${root.get(Log) === root.get(Log)}`);
console.log(`parent of tenant is root: ${tenant.parent === root}`);
