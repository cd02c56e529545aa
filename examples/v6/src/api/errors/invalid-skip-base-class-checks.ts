import { Container } from 'inversify';

console.log(new Container({ skipBaseClassChecks: true }).options.skipBaseClassChecks);
// prints: true

new Container({ skipBaseClassChecks: 1 as unknown as boolean });
// throws: Invalid Container option. Skip base check must be a boolean
