import { Container, decorate, injectable } from 'inversify';

class Cache {
  public readonly id: number = Math.random();
}

// Choose the default scope of the class at startup
const shared: boolean = process.env['CACHE_MODE'] !== 'isolated';
decorate(injectable(shared ? 'Singleton' : 'Transient'), Cache);

const container: Container = new Container();
container.bind(Cache).toSelf();

console.log(`same instance: ${String(container.get(Cache) === container.get(Cache))}`);
// prints: same instance: true
