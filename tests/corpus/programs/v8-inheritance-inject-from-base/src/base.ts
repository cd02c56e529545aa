import { inject, injectable } from 'inversify';

export const HTTP = Symbol('Http');

export interface Http {
  get(path: string): string;
}

@injectable()
export abstract class ApiClient {
  constructor(@inject(HTTP) protected readonly http: Http) {}

  protected fetchJson(path: string): string {
    return this.http.get(`/api${path}`);
  }
}
