import { TypedContainer } from '@inversifyjs/strongly-typed';
const container = new TypedContainer();
container
    .bind('config')
    .toDynamicValue(async () => ({ url: 'postgres://localhost' }));
async function main() {
    // getAsync() unwraps the Promise type of the binding
    const config = await container.getAsync('config');
    console.log(config.url);
    // prints: postgres://localhost
}
void main();
