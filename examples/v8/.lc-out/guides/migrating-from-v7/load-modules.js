import { Container, ContainerModule } from 'inversify';
const weaponsModule = new ContainerModule(({ bind }) => {
    bind('Weapon').toConstantValue('katana');
});
const container = new Container();
// inversify 8: load() and unload() are synchronous
container.load(weaponsModule);
console.log(`loaded: ${container.get('Weapon')}`);
// prints: loaded: katana
container.unload(weaponsModule);
console.log(`bound after unload: ${container.isBound('Weapon')}`);
// prints: bound after unload: false
// inversify 8: the Promise-returning variants carry an Async suffix
await container.loadAsync(weaponsModule);
console.log(`loaded again: ${container.get('Weapon')}`);
// prints: loaded again: katana
await container.unloadAsync(weaponsModule);
console.log(`bound after unloadAsync: ${container.isBound('Weapon')}`);
// prints: bound after unloadAsync: false
