import 'reflect-metadata';
import { Container } from 'inversify';
import { Clock, Database } from './database';
import { KEYS } from './keys';
import { AuditedUserRepository, UserRepository } from './repositories/users';

const container = new Container();
container.bind(KEYS.Database).to(Database).inSingletonScope();
container.bind(KEYS.Clock).to(Clock).inSingletonScope();
container.bind(KEYS.UserRepository).to(UserRepository);
container.bind(KEYS.AuditedUserRepository).to(AuditedUserRepository);

const users = container.get<UserRepository>(KEYS.UserRepository);
const audited = container.get<AuditedUserRepository>(KEYS.AuditedUserRepository);

console.log(users.save('ada'));
console.log(audited.save('grace'));
console.log(audited.save('edsger'));
console.log('all users:', users.list().join(', '));
console.log('same database:', container.get(KEYS.Database) === container.get(KEYS.Database));
