import { BindingConstraints, Container, inject, injectable } from 'inversify';
import { CasualGreeting, FormalGreeting, Greeting } from './greetings';

const GREETING = Symbol('Greeting');

@injectable()
class Reception {
  constructor(@inject(GREETING) private readonly greeting: Greeting) {}

  welcome(name: string): string {
    return this.greeting.say(name);
  }
}

@injectable()
class Pub {
  constructor(@inject(GREETING) private readonly greeting: Greeting) {}

  welcome(name: string): string {
    return this.greeting.say(name);
  }
}

const inside = (place: Function) => (constraints: BindingConstraints): boolean =>
  constraints.getAncestor()?.serviceIdentifier === place;

const container = new Container();
container.bind<Greeting>(GREETING).to(FormalGreeting).when(inside(Reception));
container.bind<Greeting>(GREETING).to(CasualGreeting).when(inside(Pub));
container.bind(Reception).toSelf();
container.bind(Pub).toSelf();

console.log(container.get(Reception).welcome('Ms Lovelace'));
console.log(container.get(Pub).welcome('Ada'));
