import { Container, interfaces } from 'inversify';

console.log(new Container({ defaultScope: 'Singleton' }).options.defaultScope);
// prints: Singleton

// Options must be an object, not a scope string.
new Container('Singleton' as unknown as interfaces.ContainerOptions);
// throws: Invalid Container constructor argument. Container options must be an object.
