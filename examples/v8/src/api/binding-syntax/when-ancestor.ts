import { Container, inject, injectable } from 'inversify';

@injectable()
class Blade {
  constructor(@inject('Steel') public readonly steel: string) {}
}

@injectable()
class Katana {
  constructor(@inject(Blade) public readonly blade: Blade) {}
}

@injectable()
class Armory {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

@injectable()
class Market {
  constructor(@inject(Katana) public readonly katana: Katana) {}
}

const container: Container = new Container();
container.bind(Blade).toSelf();
container.bind(Katana).toSelf();
container.bind(Armory).toSelf();
container.bind(Market).toSelf();

// Armory is the grandparent of 'Steel' (Armory -> Katana -> Blade -> 'Steel')
container.bind<string>('Steel').toConstantValue('tamahagane').whenAnyAncestorIs(Armory);
// Every other request chain
container.bind<string>('Steel').toConstantValue('carbon steel').whenNoAncestorIs(Armory);

console.log(container.get(Armory).katana.blade.steel);
// prints: tamahagane
console.log(container.get(Market).katana.blade.steel);
// prints: carbon steel
console.log(container.get(Blade).steel);
// prints: carbon steel
