import { Container } from 'inversify';
import { FixedWindowLimiter } from './limiter.js';
import { CLOCK, type Clock, LIMITER, type RateLimiter } from './ports.js';

let time = 0;
const container = new Container();
container.bind<Clock>(CLOCK).toConstantValue({ now: () => time });
container.bind<RateLimiter>(LIMITER).to(FixedWindowLimiter).inSingletonScope();

const limiter = container.get<RateLimiter>(LIMITER);
const answers: boolean[] = [];
for (const at of [0, 100, 200, 1500]) {
  time = at;
  answers.push(limiter.allow('client-1'));
}
console.log(answers.join(' '));
