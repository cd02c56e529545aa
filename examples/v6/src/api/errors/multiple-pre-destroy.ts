import { injectable, preDestroy } from 'inversify';

console.log('declaring Database');
// prints: declaring Database

@injectable()
class Database {
  @preDestroy()
  public flush(): void {}

  @preDestroy()
  public close(): void {}
}
// throws: Cannot apply @preDestroy decorator multiple times in the same class
