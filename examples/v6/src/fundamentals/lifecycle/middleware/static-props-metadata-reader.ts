import { Container, interfaces, METADATA_KEY } from 'inversify';

const TYPES = {
  Mailer: Symbol.for('Mailer'),
  OrderRepository: Symbol.for('OrderRepository'),
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
class InMemoryOrderRepository {
  public save(orderId: number): string {
    return `order ${orderId} saved`;
  }
}

class SmtpMailer {
  public send(to: string): string {
    return `mail sent to ${to}`;
  }
}

class OrderService {
  public static constructorInjections: symbol[] = [TYPES.OrderRepository];
  public static propertyInjections: Record<string, symbol> = { mailer: TYPES.Mailer };

  public mailer!: SmtpMailer;

  constructor(private readonly repository: InMemoryOrderRepository) {}

  public place(orderId: number, customerEmail: string): string {
    return `${this.repository.save(orderId)}, ${this.mailer.send(customerEmail)}`;
  }
}
// #endregion classes

// #region apply
const container: Container = new Container();
container.applyCustomMetadataReader(new StaticPropsMetadataReader());

container.bind<OrderService>('OrderService').to(OrderService);
container.bind<InMemoryOrderRepository>(TYPES.OrderRepository).to(InMemoryOrderRepository);
container.bind<SmtpMailer>(TYPES.Mailer).to(SmtpMailer);

console.log(container.get<OrderService>('OrderService').place(1, 'ada@example.com'));
// prints: order 1 saved, mail sent to ada@example.com
// #endregion apply
