import { Container, inject, injectable, injectFromBase } from 'inversify';

@injectable()
class BaseService {
  @inject('Clock')
  public readonly clock: string | undefined;

  constructor(@inject('Logger') public readonly logger: string) {}
}

// Reuse the constructor arguments, but not the property injections
@injectable()
@injectFromBase({ extendConstructorArguments: true, extendProperties: false })
class ReportService extends BaseService {}

const container: Container = new Container();
container.bind<string>('Logger').toConstantValue('console logger');
container.bind<string>('Clock').toConstantValue('system clock');
container.bind(ReportService).toSelf();

const reports: ReportService = container.get(ReportService);
console.log(reports.logger, reports.clock);
// prints: console logger undefined
