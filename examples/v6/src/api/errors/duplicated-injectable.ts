import { injectable } from 'inversify';

console.log('declaring SystemClock');
// prints: declaring SystemClock

@injectable()
@injectable()
class SystemClock {}
// throws: Cannot apply @injectable decorator multiple times.
