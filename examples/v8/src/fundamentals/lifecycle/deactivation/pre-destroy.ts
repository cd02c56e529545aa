import { Container, injectable, preDestroy } from 'inversify';

@injectable('Singleton')
class Cache {
  public readonly entries: Map<string, string> = new Map([['a', '1']]);

  // Runs when the cached singleton is deactivated.
  @preDestroy()
  public clear(): void {
    console.log(`clearing ${this.entries.size} entry`);
    this.entries.clear();
  }
}

const container: Container = new Container();
container.bind(Cache).toSelf();

const cache: Cache = container.get(Cache);
container.unbind(Cache);
console.log(`entries left ${cache.entries.size}`);
// prints: clearing 1 entry
// prints: entries left 0
