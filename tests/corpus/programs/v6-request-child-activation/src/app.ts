import { Container, interfaces } from 'inversify';
import { Greeter } from './http/handlers';
import { Clock, TOKENS } from './tokens';

export const trail: string[] = [];

export function createAppContainer(): Container {
  const app = new Container({ defaultScope: 'Singleton' });
  let tick = 0;
  app.bind<Clock>(TOKENS.Clock).toConstantValue({ now: () => `t${++tick}` });
  app
    .bind<Greeter>(TOKENS.Greeter)
    .to(Greeter)
    .onActivation((_context: interfaces.Context, greeter: Greeter) => {
      trail.push('greeter: binding activation');
      return greeter;
    });
  app.onActivation<Greeter>(TOKENS.Greeter, (_context, greeter) => {
    trail.push('greeter: app container activation');
    return greeter;
  });
  return app;
}
