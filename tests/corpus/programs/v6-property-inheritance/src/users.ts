import { injectable } from 'inversify';
import { Repository } from './repository';

export interface User {
  name: string;
}

@injectable()
export class UserRepository extends Repository<User> {
  constructor() {
    super('users');
  }

  protected map(row: string): User {
    return { name: row.toUpperCase() };
  }
}
