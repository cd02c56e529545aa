// examples/v6/src/api/errors/invalid-auto-bind-injectable.ts: 7.x and 8.x type no `autoBindInjectable` option.
import { Container, type ContainerOptions } from 'inversify';

new Container({ autoBindInjectable: 'yes' } as unknown as ContainerOptions);
console.log('constructed');
