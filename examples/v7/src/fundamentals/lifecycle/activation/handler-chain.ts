import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Greeting').toConstantValue('hello');

// two handlers for one service: they run in registration order,
// each receiving what the previous one returned
container.onActivation<string>('Greeting', (_context, value: string): string => `${value} ninja`);
container.onActivation<string>('Greeting', (_context, value: string): string => value.toUpperCase());

console.log(container.get<string>('Greeting'));
// prints: HELLO NINJA
