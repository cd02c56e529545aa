"use strict";
Object.defineProperty(exports, "__esModule", { value: true });
const inversify_1 = require("inversify");
const container = new inversify_1.Container();
// inversify 7: toProvider() is deprecated; a provider always returns a Promise
container
    .bind('WeaponProvider')
    .toProvider(() => async (level) => level > 5 ? 'katana' : 'wooden sword');
async function main() {
    const provideWeapon = container.get('WeaponProvider');
    console.log(await provideWeapon(7));
    // prints: katana
}
void main();
