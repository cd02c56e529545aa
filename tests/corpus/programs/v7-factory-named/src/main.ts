import { Container, type Factory, type ResolutionContext } from 'inversify';
import { CsvExporter, type Exporter, JsonExporter } from './exporters.js';

const EXPORTER = Symbol('Exporter');
const EXPORTER_FACTORY = Symbol('ExporterFactory');

const container = new Container();
container.bind<Exporter>(EXPORTER).to(CsvExporter).whenNamed('csv');
container.bind<Exporter>(EXPORTER).to(JsonExporter).whenNamed('json');
container
  .bind<Factory<Exporter, [string]>>(EXPORTER_FACTORY)
  .toFactory((context: ResolutionContext) => (format: string) => context.get<Exporter>(EXPORTER, { name: format }));

const exporterFor = container.get<(format: string) => Exporter>(EXPORTER_FACTORY);
const rows = [['id', 'name'], ['1', 'Ada']];
console.log(exporterFor('csv').export(rows));
console.log(exporterFor('json').export(rows));
