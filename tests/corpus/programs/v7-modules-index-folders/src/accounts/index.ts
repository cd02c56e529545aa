export { Accounts } from './accounts';
export { accountsModule } from './module';
