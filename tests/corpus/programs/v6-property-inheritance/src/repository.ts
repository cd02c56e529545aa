import { inject, injectable, unmanaged } from 'inversify';

export const DB = Symbol('Db');

export interface Db {
  find(table: string, id: number): string;
}

@injectable()
export abstract class Repository<T> {
  @inject(DB) protected readonly db!: Db;

  constructor(@unmanaged() private readonly table: string) {}

  byId(id: number): T {
    return this.map(this.db.find(this.table, id));
  }

  protected abstract map(row: string): T;
}
