import { Container } from 'inversify';
// A type-only import: at run time this is a plain inversify Container
const container = new Container();
container.bind('port').toConstantValue(8080);
const port = container.get('port');
console.log(`port ${port}`);
// prints: port 8080
