import { injectable } from 'inversify';

@injectable()
export class Customers {
  private readonly names = new Map([[1, 'Acme Ltd'], [2, 'Globex']]);

  nameOf(id: number): string {
    return this.names.get(id) ?? 'unknown';
  }
}
