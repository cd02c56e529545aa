import { Container } from 'inversify';

// register() takes a class that extends Plugin from @inversifyjs/plugin
class AuditPlugin {
  public load(): void {
    console.log('audit plugin loaded');
  }
}

const container: Container = new Container();
console.log('registering AuditPlugin');
// prints: registering AuditPlugin
container.register(AuditPlugin);
// throws: Invalid plugin. The plugin must extend the Plugin class
