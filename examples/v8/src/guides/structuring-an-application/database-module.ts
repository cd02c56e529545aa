import { ContainerModule, type ResolutionContext } from 'inversify';

import { type AppConfig, CONFIG, DATABASE, type Database } from './contracts.js';

// Stands in for a real driver: connecting takes a moment and the connection must be closed.
export class MemoryDatabase implements Database {
  static connections: number = 0;
  #open: boolean = true;
  readonly #tables: Map<string, Record<string, unknown>[]> = new Map();

  private constructor(readonly url: string) {}

  static async connect(url: string): Promise<MemoryDatabase> {
    await new Promise((resolve) => setTimeout(resolve, 10));
    MemoryDatabase.connections++;
    return new MemoryDatabase(url);
  }

  get isOpen(): boolean {
    return this.#open;
  }

  async insert(table: string, row: Record<string, unknown>): Promise<number> {
    const rows: Record<string, unknown>[] = this.#tables.get(table) ?? [];
    rows.push(row);
    this.#tables.set(table, rows);
    return rows.length;
  }

  async rows(table: string): Promise<readonly Record<string, unknown>[]> {
    return this.#tables.get(table) ?? [];
  }

  async close(): Promise<void> {
    this.#open = false;
  }
}

// #region module
export const databaseModule: ContainerModule = new ContainerModule(({ bind }) => {
  bind<Database>(DATABASE)
    .toDynamicValue(async (context: ResolutionContext) => {
      const config: AppConfig = context.get<AppConfig>(CONFIG);
      return MemoryDatabase.connect(config.databaseUrl);
    })
    // one connection for the whole application ...
    .inSingletonScope()
    // ... closed when the binding is removed at shutdown
    .onDeactivation(async (database: Database) => {
      await database.close();
    });
});
// #endregion module
