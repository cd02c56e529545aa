import { injectable, multiInject, postConstruct } from 'inversify';
import { Plugin, PLUGIN } from './plugins';

@injectable()
export class Pipeline {
  private names = '';

  constructor(@multiInject(PLUGIN) private readonly plugins: Plugin[]) {}

  @postConstruct()
  init(): void {
    this.names = this.plugins.map((plugin) => plugin.name).join(' -> ');
    console.log(`pipeline ready: ${this.names}`);
  }

  run(text: string): string {
    return this.plugins.reduce((value, plugin) => plugin.apply(value), text);
  }
}
