import { decorate, injectable } from 'inversify';

export class Database {
  private readonly rows = new Map<string, string[]>();

  insert(table: string, row: string): number {
    const rows = this.rows.get(table) ?? [];
    rows.push(row);
    this.rows.set(table, rows);
    return rows.length;
  }

  all(table: string): string[] {
    return this.rows.get(table) ?? [];
  }
}

export class Clock {
  private minute = 0;

  stamp(): string {
    this.minute += 1;
    return `09:${String(this.minute).padStart(2, '0')}`;
  }
}

decorate(injectable(), Database);
decorate(injectable(), Clock);
