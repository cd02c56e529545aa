import { Plugin, type PluginApi, type PluginContext } from '@inversifyjs/plugin';
import { Container } from 'inversify';

class AuditPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    api.define('report', (): string => 'audit report');
  }
}

class MetricsPlugin extends Plugin<Container> {
  constructor(container: Container, context: PluginContext) {
    super(container, context);
  }

  public load(api: PluginApi): void {
    // AuditPlugin already added a method with this name
    api.define('report', (): string => 'metrics report');
  }
}

const container: Container = new Container();
container.register(AuditPlugin);
console.log((container as Container & { report(): string }).report());
// prints: audit report
container.register(MetricsPlugin);
// throws: Container already has a method named "report"
