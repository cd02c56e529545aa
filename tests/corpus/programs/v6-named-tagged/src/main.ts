import 'reflect-metadata';
import { Container } from 'inversify';
import { Backup } from './backup';
import { CloudStorage, DiskStorage, MemoryStorage, Storage } from './storage';

const container = new Container();
container.bind<Storage>('Storage').to(DiskStorage).whenTargetNamed('primary');
container.bind<Storage>('Storage').to(CloudStorage).whenTargetTagged('offsite', true);
container.bind<Storage>('Storage').to(MemoryStorage).whenTargetTagged('offsite', false);
container.bind(Backup).toSelf();

console.log(container.get(Backup).plan());
console.log(container.getNamed<Storage>('Storage', 'primary').kind);
