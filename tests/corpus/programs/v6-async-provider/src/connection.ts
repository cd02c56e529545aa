import { inject, injectable, interfaces } from 'inversify';
import { Config } from './config';

@injectable()
export class Connection {
  opened = false;

  constructor(@inject('Config') readonly config: Config) {}

  async open(): Promise<this> {
    this.opened = true;
    return this;
  }
}

export type ConnectionProvider = () => Promise<Connection>;

export const connectionProvider = (context: interfaces.Context): ConnectionProvider => () =>
  context.container.getAsync(Connection).then((connection) => connection.open());
