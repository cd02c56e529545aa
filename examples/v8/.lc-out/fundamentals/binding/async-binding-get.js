import { Container } from 'inversify';
const container = new Container();
// The dynamic value is a promise.
container
    .bind('Greeting')
    .toDynamicValue(async () => 'hello');
// get() refuses to hand out a pending promise...
try {
    container.get('Greeting');
}
catch (error) {
    console.log(error.message);
    // prints: Unexpected asynchronous service when resolving service "Greeting"
}
// ...while getAsync() awaits it and resolves with the value.
void container.getAsync('Greeting').then((greeting) => {
    console.log(greeting);
    // prints: hello
});
