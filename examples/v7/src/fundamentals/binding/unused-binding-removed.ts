import { Container, injectable } from 'inversify';

@injectable()
class CsvExporter {
  public export(rows: string[]): string {
    return rows.join(',');
  }
}

const container: Container = new Container();
// Only what the program asks for is bound.
container.bind('CsvExporter').to(CsvExporter);

console.log(container.get<CsvExporter>('CsvExporter').export(['a', 'b']));
// prints: a,b
console.log(container.isBound('PdfExporter'));
// prints: false
