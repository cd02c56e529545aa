import { Container, injectable, interfaces } from 'inversify';

@injectable()
class Greeter {
  public greet(name: string): string {
    return `Hello, ${name}`;
  }
}

const container: Container = new Container();

// The binding handler returns a different object than the one it received...
container
  .bind(Greeter)
  .toSelf()
  .onActivation((context: interfaces.Context, greeter: Greeter): Greeter => {
    const loud: Greeter = new Greeter();
    loud.greet = (name: string): string => greeter.greet(name).toUpperCase();
    return loud;
  });

// ...and the container handler, which runs next, receives that replacement.
container.onActivation(Greeter, (context: interfaces.Context, greeter: Greeter): Greeter => {
  console.log(greeter.greet('container handler'));
  return greeter;
});

console.log(container.get(Greeter).greet('caller'));
// prints: HELLO, CONTAINER HANDLER
// prints: HELLO, CALLER
