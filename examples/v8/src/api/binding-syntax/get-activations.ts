import { type BindingActivation, Container, type ResolutionContext } from 'inversify';

const container: Container = new Container();

// A container-level handler: getActivations returns handlers of this kind
container.onActivation<string>('Greeting', (_context: ResolutionContext, greeting: string): string => `${greeting}!`);
// A binding-level handler: it runs, but getActivations does not list it
container
  .bind<string>('Greeting')
  .toConstantValue('hello')
  .onActivation((_context: ResolutionContext, greeting: string): string => greeting.toUpperCase());

function countHandlers(context: ResolutionContext, id: string): string {
  const handlers: Iterable<BindingActivation<string>> | undefined = context.getActivations<string>(id);
  return handlers === undefined ? 'none' : String([...handlers].length);
}

container
  .bind<string>('Report')
  .toDynamicValue(
    (context: ResolutionContext): string =>
      `Greeting: ${countHandlers(context, 'Greeting')}, Farewell: ${countHandlers(context, 'Farewell')}`,
  );

console.log(container.get<string>('Greeting'));
// prints: HELLO!
console.log(container.get<string>('Report'));
// prints: Greeting: 1, Farewell: none

// A child container also sees the handlers registered on its ancestors
const child: Container = new Container({ parent: container });
child.onActivation<string>('Greeting', (_context: ResolutionContext, greeting: string): string => greeting);
child
  .bind<string>('Report')
  .toDynamicValue((context: ResolutionContext): string => `Greeting: ${countHandlers(context, 'Greeting')}`);
console.log(child.get<string>('Report'));
// prints: Greeting: 2
