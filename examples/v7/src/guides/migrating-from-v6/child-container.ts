import { Container } from 'inversify';

interface AppConfig {
  currency: string;
}

interface RequestContext {
  requestId: string;
}

const parent: Container = new Container();
parent.bind<AppConfig>('AppConfig').toConstantValue({ currency: 'EUR' });

// inversify 7: pass the parent to the constructor
const child: Container = new Container({ parent });
child.bind<RequestContext>('RequestContext').toConstantValue({ requestId: 'req-1' });

const config: AppConfig = child.get<AppConfig>('AppConfig');
const context: RequestContext = child.get<RequestContext>('RequestContext');
console.log(`${context.requestId} pays in ${config.currency}`);
// prints: req-1 pays in EUR
// there is no public parent property any more: keep your own reference
console.log(child.isBound('AppConfig') && !child.isCurrentBound('AppConfig'));
// prints: true
