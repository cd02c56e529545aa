import { decorate, inject, injectable } from 'inversify';
import { Database } from '../database';
import { KEYS } from '../keys';

export abstract class Repository {
  protected abstract readonly table: string;

  constructor(protected readonly db: Database) {}

  save(row: string): string {
    return `${this.table}#${this.db.insert(this.table, row)}`;
  }

  list(): string[] {
    return this.db.all(this.table);
  }
}

decorate(injectable(), Repository);
decorate(inject(KEYS.Database), Repository, 0);
