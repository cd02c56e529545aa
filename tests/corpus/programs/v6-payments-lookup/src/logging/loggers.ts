import { injectable } from 'inversify';

export interface Logger {
  readonly lines: string[];
  log(message: string): void;
}

@injectable()
export class AuditLogger implements Logger {
  readonly lines: string[] = [];
  log(message: string): void {
    this.lines.push(`[audit] ${message}`);
  }
}

@injectable()
export class PlainLogger implements Logger {
  readonly lines: string[] = [];
  log(message: string): void {
    this.lines.push(message);
  }
}
