import { inject, injectable } from 'inversify';
import { Clock, RequestInfo, TOKENS } from '../tokens';

@injectable()
export class Greeter {
  greet(name: string): string {
    return `hello, ${name}`;
  }
}

/** Not bound anywhere: each request's container builds it with resolve(). */
@injectable()
export class PathHandler {
  constructor(
    @inject(TOKENS.RequestInfo) private readonly request: RequestInfo,
    @inject(TOKENS.Clock) private readonly clock: Clock,
    @inject(TOKENS.Greeter) private readonly greeter: Greeter,
  ) {}

  handle(): string {
    const name = this.request.path.split('/').pop() ?? 'nobody';
    return `#${this.request.id} ${this.clock.now()} ${this.greeter.greet(name)}`;
  }
}
