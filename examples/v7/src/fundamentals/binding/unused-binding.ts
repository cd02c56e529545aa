import { Container, injectable } from 'inversify';

@injectable()
class CsvExporter {
  public export(rows: string[]): string {
    return rows.join(',');
  }
}

@injectable()
class PdfExporter {
  public export(rows: string[]): string {
    return `%PDF ${rows.length} rows`;
  }
}

const container: Container = new Container();
container.bind('CsvExporter').to(CsvExporter);
// Registered, but nothing asks for it: no error, and no use.
container.bind('PdfExporter').to(PdfExporter);

console.log(container.get<CsvExporter>('CsvExporter').export(['a', 'b']));
// prints: a,b
console.log(container.isBound('PdfExporter'));
// prints: true
