// The @postConstruct() case of examples/v8/src/api/errors/injection-decorator-conflict.ts in 7.x: the decorator
// applied twice to one method.
import { injectable, postConstruct } from 'inversify';

console.log('defining Database');
@injectable()
class Database {
  @postConstruct()
  @postConstruct()
  public connect(): void {}
}
console.log(Database.name);
