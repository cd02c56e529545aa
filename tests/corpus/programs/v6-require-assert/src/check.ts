import 'reflect-metadata';
import { Container, injectable } from 'inversify';

const assert = require('assert');

@injectable()
class Counter {
  private count = 0;

  next(): number {
    this.count += 1;
    return this.count;
  }
}

const container = new Container();
container.bind(Counter).toSelf().inSingletonScope();

const first = container.get(Counter);
const second = container.get(Counter);
assert.strictEqual(first, second, 'a singleton is built once');
first.next();
assert.strictEqual(second.next(), 2);
console.log('all checks passed');
