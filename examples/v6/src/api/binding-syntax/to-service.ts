import { Container, injectable } from 'inversify';

interface CardCatalog {
  name: string;
}

@injectable()
class LorcanaCardCatalogProvider implements CardCatalog {
  public readonly name: string = 'lorcana';
}

@injectable()
class MtgCardCatalogProvider implements CardCatalog {
  public readonly name: string = 'mtg';
}

const cardCatalogProviderId: symbol = Symbol.for('CardCatalogProvider');

const container: Container = new Container();

container.bind(LorcanaCardCatalogProvider).toSelf().inSingletonScope();
container.bind(MtgCardCatalogProvider).toSelf().inSingletonScope();

// A handler of the target binding also runs for requests made through the symbol.
let lorcanaActivations: number = 0;
container.onActivation(LorcanaCardCatalogProvider, (context, catalog: LorcanaCardCatalogProvider) => {
  lorcanaActivations += 1;
  return catalog;
});

// Each class binding is also reachable through the shared symbol.
container.bind<CardCatalog>(cardCatalogProviderId).toService(LorcanaCardCatalogProvider);
container.bind<CardCatalog>(cardCatalogProviderId).toService(MtgCardCatalogProvider);

const catalogs: CardCatalog[] = container.getAll<CardCatalog>(cardCatalogProviderId);

console.log(catalogs.map((catalog: CardCatalog) => catalog.name).join(', '));
// prints: lorcana, mtg
console.log(catalogs[0] === container.get(LorcanaCardCatalogProvider));
// prints: true


// Singleton scope comes from the target binding too: one activation in all.
console.log(lorcanaActivations);
// prints: 1
