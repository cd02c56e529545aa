import { Container } from 'inversify';

console.log(new Container({ autoBindInjectable: true }).options.autoBindInjectable);
// prints: true

new Container({ autoBindInjectable: 'yes' as unknown as boolean });
// throws: Invalid Container option. Auto bind injectable must be a boolean
