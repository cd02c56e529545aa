import { TypedContainer } from '@inversifyjs/strongly-typed';

interface ParentMap {
  appName: string;
}

interface ChildMap {
  requestId: number;
}

const parent: TypedContainer<ParentMap> = new TypedContainer<ParentMap>();
parent.bind('appName').toConstantValue('shop');

// The child can resolve its own bindings and its parent's: intersect the maps
const child: TypedContainer<ParentMap & ChildMap> = new TypedContainer<
  ParentMap & ChildMap
>({ parent });
child.bind('requestId').toConstantValue(7);

console.log(`${child.get('appName')} #${child.get('requestId')}`);
// prints: shop #7
