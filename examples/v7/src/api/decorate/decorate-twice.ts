import { decorate, injectable } from 'inversify';

class SystemClock {}

decorate(injectable(), SystemClock);

try {
  // the class already carries @injectable metadata
  decorate(injectable(), SystemClock);
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Cannot apply @injectable decorator multiple times at class "SystemClock"
}
