import { decorate, inject, injectable } from 'inversify';
import { Clock, Database } from '../database';
import { KEYS } from '../keys';
import { Repository } from './repository';

export class UserRepository extends Repository {
  protected readonly table = 'users';

  constructor(db: Database) {
    super(db);
  }
}

decorate(injectable(), UserRepository);
decorate(inject(KEYS.Database), UserRepository, 0);

export class AuditedUserRepository extends UserRepository {
  constructor(db: Database, private readonly clock: Clock) {
    super(db);
  }

  save(row: string): string {
    return `${super.save(row)} at ${this.clock.stamp()}`;
  }
}

decorate(injectable(), AuditedUserRepository);
decorate(inject(KEYS.Database), AuditedUserRepository, 0);
decorate(inject(KEYS.Clock), AuditedUserRepository, 1);
