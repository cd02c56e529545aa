import { injectable, postConstruct } from 'inversify';

console.log('declaring Database');
// prints: declaring Database

@injectable()
class Database {
  @postConstruct()
  public connect(): void {}

  @postConstruct()
  public warmUp(): void {}
}
// throws: Cannot apply @postConstruct decorator multiple times in the same class
