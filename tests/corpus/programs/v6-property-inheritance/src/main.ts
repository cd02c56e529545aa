import 'reflect-metadata';
import { Container } from 'inversify';
import { Db, DB } from './repository';
import { UserRepository } from './users';

const container = new Container();
container.bind<Db>(DB).toConstantValue({ find: (table, id) => `${table}#${id}` });
container.bind(UserRepository).toSelf();

const users = container.get(UserRepository);
console.log(users.byId(7).name);
