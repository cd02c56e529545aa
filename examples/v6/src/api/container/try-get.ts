import { Container } from 'inversify';

const container: Container = new Container();
container.bind<string>('Greeting').toConstantValue('hello').whenTargetNamed('en');

// Single-value variants return undefined when nothing matches...
console.log(container.tryGet<string>('Missing'));
// prints: undefined
console.log(container.tryGetNamed<string>('Greeting', 'en'));
// prints: hello
console.log(container.tryGetTagged<string>('Greeting', 'lang', 'fr'));
// prints: undefined

// ...and array variants return an empty array.
console.log(container.tryGetAll<string>('Missing'));
// prints: []
console.log(container.tryGetAllNamed<string>('Greeting', 'de'));
// prints: []

async function main(): Promise<void> {
  console.log(await container.tryGetAsync<string>('Missing'));
  // prints: undefined
  console.log(await container.tryGetAllTaggedAsync<string>('Greeting', 'lang', 'fr'));
  // prints: []
}

void main();
