import { injectable } from 'inversify';

// The second decorator fails while the class is being declared.
try {
  @injectable()
  @injectable()
  class Mailer {}
  void Mailer;
} catch (error: unknown) {
  console.log((error as Error).message);
  // prints: Cannot apply @injectable decorator multiple times.
}
