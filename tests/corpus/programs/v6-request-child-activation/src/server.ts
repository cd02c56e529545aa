import 'reflect-metadata';
import { createAppContainer, trail } from './app';
import { PathHandler } from './http/handlers';
import { RequestInfo, TOKENS } from './tokens';

const app = createAppContainer();

function serve(id: number, path: string): string {
  const scope = app.createChild();
  scope.bind<RequestInfo>(TOKENS.RequestInfo).toConstantValue({ id, path });
  scope.onActivation<RequestInfo>(TOKENS.RequestInfo, (_context, info) => {
    trail.push(`request ${info.id}: child container activation`);
    return info;
  });
  return scope.resolve(PathHandler).handle();
}

for (const [id, path] of [
  [1, '/greet/ada'],
  [2, '/greet/grace'],
] as const) {
  console.log(serve(id, path));
}
console.log('activations, in order:');
for (const step of trail) console.log(`  ${step}`);
console.log('handler bound in the app container:', app.isBound(PathHandler));
