import { postConstruct } from 'inversify';

// inversify 6: a second @postConstruct method fails when the class is declared
try {
  class Database {
    @postConstruct()
    public connect(): void {
      console.log('connect');
    }

    @postConstruct()
    public migrate(): void {
      console.log('migrate');
    }
  }
  console.log(Database.name);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Cannot apply @postConstruct decorator multiple times in the same class
}
