import { Container } from 'inversify';

const container: Container = new Container();

container.bind<string>('Greeting').toConstantValue('bonjour').whenTargetNamed('fr');
container.bind<string>('Greeting').toConstantValue('salut').whenTargetNamed('fr');
container.bind<string>('Greeting').toConstantValue('hola').whenTargetNamed('es');

container.bind<string>('Farewell').toConstantValue('au revoir').whenTargetTagged('lang', 'fr');
container.bind<string>('Farewell').toConstantValue('adiós').whenTargetTagged('lang', 'es');
container.bind<string>('Farewell').toConstantValue('hasta luego').whenTargetTagged('lang', 'es');

console.log(container.getAllNamed<string>('Greeting', 'fr'));
// prints: [ 'bonjour', 'salut' ]
console.log(container.getAllTagged<string>('Farewell', 'lang', 'es'));
// prints: [ 'adiós', 'hasta luego' ]

async function main(): Promise<void> {
  console.log(await container.getAllNamedAsync<string>('Greeting', 'es'));
  // prints: [ 'hola' ]
  console.log(await container.getAllTaggedAsync<string>('Farewell', 'lang', 'fr'));
  // prints: [ 'au revoir' ]
}

void main();
