import { decorate, injectable } from 'inversify';

class Katana {}

decorate(injectable(), Katana);

try {
  // the class already carries @injectable metadata
  decorate(injectable(), Katana);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Cannot apply @injectable decorator multiple times at class "Katana"
}
