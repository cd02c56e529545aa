import { inject, injectable, interfaces } from 'inversify';
import { Connection } from '../db/connection';
import { IDS } from '../identifiers';

@injectable()
export class UserRepository {
  constructor(@inject(IDS.ConnectionProvider) private readonly connect: interfaces.Provider<Connection>) {}

  async count(table: string): Promise<string> {
    const connection = (await this.connect()) as Connection;
    return connection.query(`select count(*) from ${table}`);
  }
}
