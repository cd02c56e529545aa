import { Container } from 'inversify';
const container = new Container();
// inversify 8: toProvider() is gone; an async factory takes its place
container
    .bind('WeaponFactory')
    .toFactory(() => async (level) => level > 5 ? 'katana' : 'wooden sword');
const createWeapon = container.get('WeaponFactory');
console.log(await createWeapon(7));
// prints: katana
