// examples/v6/src/api/errors/container-options-not-object.ts with the option types of 7.x and 8.x, which have no
// `options` property to print.
import { Container, type ContainerOptions } from 'inversify';

new Container('Singleton' as unknown as ContainerOptions);
console.log('constructed');
