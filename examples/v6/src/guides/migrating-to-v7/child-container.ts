import { Container } from 'inversify';

interface AppConfig {
  currency: string;
}

interface RequestContext {
  requestId: string;
}

const parent: Container = new Container();
parent.bind<AppConfig>('AppConfig').toConstantValue({ currency: 'EUR' });

// inversify 6: createChild() builds a child container
const child: Container = parent.createChild();
child.bind<RequestContext>('RequestContext').toConstantValue({ requestId: 'req-1' });

const config: AppConfig = child.get<AppConfig>('AppConfig');
const context: RequestContext = child.get<RequestContext>('RequestContext');
console.log(`${context.requestId} pays in ${config.currency}`);
// prints: req-1 pays in EUR
console.log(child.parent === parent);
// prints: true
