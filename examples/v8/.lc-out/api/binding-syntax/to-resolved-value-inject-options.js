var __decorate = (this && this.__decorate) || function (decorators, target, key, desc) {
    var c = arguments.length, r = c < 3 ? target : desc === null ? desc = Object.getOwnPropertyDescriptor(target, key) : desc, d;
    if (typeof Reflect === "object" && typeof Reflect.decorate === "function") r = Reflect.decorate(decorators, target, key, desc);
    else for (var i = decorators.length - 1; i >= 0; i--) if (d = decorators[i]) r = (c < 3 ? d(r) : c > 3 ? d(target, key, r) : d(target, key)) || r;
    return c > 3 && r && Object.defineProperty(target, key, r), r;
};
import { Container, injectable } from 'inversify';
let Katana = class Katana {
    name = 'katana';
};
Katana = __decorate([
    injectable()
], Katana);
let Shuriken = class Shuriken {
    name = 'shuriken';
};
Shuriken = __decorate([
    injectable()
], Shuriken);
class Arsenal {
    main;
    tools;
    spare;
    nickname;
    constructor(main, tools, spare, nickname) {
        this.main = main;
        this.tools = tools;
        this.spare = spare;
        this.nickname = nickname;
    }
}
const container = new Container();
container.bind('Weapon').to(Katana).whenNamed('main');
container.bind('Weapon').to(Shuriken).whenTagged('range', 'far');
container.bind('Tool').toConstantValue('rope');
container.bind('Tool').toConstantValue('smoke bomb');
container
    .bind(Arsenal)
    .toResolvedValue((main, tools, spare, nickname) => new Arsenal(main, tools, spare, nickname), [
    // a named dependency
    { name: 'main', serviceIdentifier: 'Weapon' },
    // every binding of 'Tool', as an array
    { isMultiple: true, serviceIdentifier: 'Tool' },
    // a tagged dependency
    { serviceIdentifier: 'Weapon', tags: [{ key: 'range', value: 'far' }] },
    // an optional dependency with no binding
    { optional: true, serviceIdentifier: 'Nickname' },
]);
const arsenal = container.get(Arsenal);
console.log(arsenal.main.name, arsenal.spare?.name);
// prints: katana shuriken
console.log(arsenal.tools.join(', '), arsenal.nickname);
// prints: rope, smoke bomb undefined
