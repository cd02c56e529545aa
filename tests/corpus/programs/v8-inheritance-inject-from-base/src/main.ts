import { Container } from 'inversify';
import { HTTP, type Http } from './base.js';
import { UsersClient } from './users.js';

const container = new Container();
container.bind<Http>(HTTP).toConstantValue({ get: (path) => `GET ${path} -> 200` });
container.bind(UsersClient).toSelf();

console.log(container.get(UsersClient).list());
