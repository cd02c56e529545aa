import { TypedContainer } from '@inversifyjs/strongly-typed';
const parent = new TypedContainer();
parent.bind('appName').toConstantValue('dojo');
// The child can resolve its own bindings and its parent's: intersect the maps
const child = new TypedContainer({ parent });
child.bind('requestId').toConstantValue(7);
console.log(`${child.get('appName')} #${child.get('requestId')}`);
// prints: dojo #7
