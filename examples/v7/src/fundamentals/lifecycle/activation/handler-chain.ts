import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Subject').toConstantValue('order placed');

// two handlers for one service: they run in registration order,
// each receiving what the previous one returned
container.onActivation<string>('Subject', (_context, value: string): string => `[shop] ${value}`);
container.onActivation<string>('Subject', (_context, value: string): string => value.toUpperCase());

console.log(container.get<string>('Subject'));
// prints: [SHOP] ORDER PLACED
