import { injectable, injectFromBase } from 'inversify';

try {
  // SystemClock extends nothing: the decorator takes Object as the base class, which has no metadata
  @injectable()
  @injectFromBase()
  class SystemClock {}
  console.log(SystemClock.name);
} catch (error: unknown) {
  console.log(`@injectFromBase threw: ${(error as Error).message.split('\n')[0]}`);
  // prints: @injectFromBase threw: Found unexpected missing metadata on type "Object". "Object" constructor requires at least 1 arguments, found 0 instead.
}
