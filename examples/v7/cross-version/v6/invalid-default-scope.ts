// examples/v6/src/api/errors/invalid-default-scope.ts with the scope type of 7.x and 8.x.
import { Container, type BindingScope } from 'inversify';

new Container({ defaultScope: 'singleton' as BindingScope });
console.log('constructed');
