import { injectable } from 'inversify';

export interface Exporter {
  export(rows: string[][]): string;
}

@injectable()
export class CsvExporter implements Exporter {
  export(rows: string[][]): string {
    return rows.map((row) => row.join(',')).join('\n');
  }
}

@injectable()
export class JsonExporter implements Exporter {
  export(rows: string[][]): string {
    return JSON.stringify(rows);
  }
}
