import { Container, interfaces } from 'inversify';

console.log(new Container({ defaultScope: 'Singleton' }).options.defaultScope);
// prints: Singleton

new Container({ defaultScope: 'singleton' as interfaces.BindingScope });
// throws: Invalid Container option. Default scope must be a string ("singleton" or "transient").
