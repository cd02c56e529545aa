import { injectable, injectFromBase } from 'inversify';
import { ApiClient } from './base.js';

@injectable()
@injectFromBase({ extendConstructorArguments: true })
export class UsersClient extends ApiClient {
  list(): string {
    return this.fetchJson('/users');
  }
}
