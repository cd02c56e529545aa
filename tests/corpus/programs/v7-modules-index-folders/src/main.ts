import { Container } from 'inversify';
import { accountsModule, Accounts } from './accounts';
import { auditModule, AuditTrail } from './audit';

const container = new Container();
await container.load(auditModule, accountsModule);

const accounts = container.get(Accounts);
accounts.open('alice');
accounts.open('bob');
console.log(container.get(AuditTrail).entries.join('; '));
await container.unload(accountsModule);
console.log(`accounts bound after unload: ${container.isBound(Accounts)}`);
