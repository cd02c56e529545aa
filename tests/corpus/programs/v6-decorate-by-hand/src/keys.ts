export const KEYS = {
  Database: 'Database',
  Clock: 'Clock',
  UserRepository: 'UserRepository',
  AuditedUserRepository: 'AuditedUserRepository',
};
