import { Container, interfaces, METADATA_KEY } from 'inversify';

const TYPES = {
  Katana: Symbol.for('Katana'),
  Shuriken: Symbol.for('Shuriken'),
} as const;

// #region reader
// Annotation scheme: static properties instead of decorators.
interface StaticallyAnnotated {
  constructorInjections?: symbol[];
  propertyInjections?: Record<string, symbol>;
}

class StaticPropsMetadataReader implements interfaces.MetadataReader {
  public getConstructorMetadata(constructorFunc: NewableFunction): interfaces.ConstructorMetadata {
    const injections: symbol[] = (constructorFunc as StaticallyAnnotated).constructorInjections ?? [];
    const userGeneratedMetadata: interfaces.MetadataMap = {};

    injections.forEach((serviceIdentifier: symbol, index: number) => {
      userGeneratedMetadata[index.toString()] = [{ key: METADATA_KEY.INJECT_TAG, value: serviceIdentifier }];
    });

    return {
      // No compiler metadata is used: every argument is described above.
      compilerGeneratedMetadata: new Array(injections.length),
      userGeneratedMetadata,
    };
  }

  public getPropertiesMetadata(constructorFunc: NewableFunction): interfaces.MetadataMap {
    const injections: Record<string, symbol> = (constructorFunc as StaticallyAnnotated).propertyInjections ?? {};
    const metadata: interfaces.MetadataMap = {};

    for (const [property, serviceIdentifier] of Object.entries(injections)) {
      metadata[property] = [{ key: METADATA_KEY.INJECT_TAG, value: serviceIdentifier }];
    }

    return metadata;
  }
}
// #endregion reader

// #region classes
class Katana {
  public hit(): string {
    return 'cut!';
  }
}

class Shuriken {
  public throw(): string {
    return 'hit!';
  }
}

class Ninja {
  public static constructorInjections: symbol[] = [TYPES.Katana];
  public static propertyInjections: Record<string, symbol> = { shuriken: TYPES.Shuriken };

  public shuriken!: Shuriken;

  constructor(private readonly katana: Katana) {}

  public fight(): string {
    return this.katana.hit();
  }

  public sneak(): string {
    return this.shuriken.throw();
  }
}
// #endregion classes

// #region apply
const container: Container = new Container();
container.applyCustomMetadataReader(new StaticPropsMetadataReader());

container.bind<Ninja>('Ninja').to(Ninja);
container.bind<Katana>(TYPES.Katana).to(Katana);
container.bind<Shuriken>(TYPES.Shuriken).to(Shuriken);

const ninja: Ninja = container.get<Ninja>('Ninja');
console.log(ninja.fight(), ninja.sneak());
// prints: cut! hit!
// #endregion apply
