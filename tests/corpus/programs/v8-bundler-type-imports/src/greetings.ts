import { injectable } from 'inversify';

export interface Greeting {
  say(name: string): string;
}

@injectable()
export class FormalGreeting implements Greeting {
  say(name: string): string {
    return `Good day, ${name}.`;
  }
}

@injectable()
export class CasualGreeting implements Greeting {
  say(name: string): string {
    return `Hey ${name}!`;
  }
}
