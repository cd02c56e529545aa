// examples/v6/src/api/errors/invalid-skip-base-class-checks.ts: 7.x and 8.x type no `skipBaseClassChecks` option.
import { Container, type ContainerOptions } from 'inversify';

new Container({ skipBaseClassChecks: 1 } as unknown as ContainerOptions);
console.log('constructed');
