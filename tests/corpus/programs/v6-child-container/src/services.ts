import { injectable } from 'inversify';

@injectable()
export abstract class Log {
  abstract write(line: string): void;
}

@injectable()
export class ConsoleLog extends Log {
  write(line: string): void {
    console.log(line);
  }
}

@injectable()
export class PrefixedLog extends Log {
  write(line: string): void {
    console.log(`[tenant] ${line}`);
  }
}

@injectable()
export class Worker {
  constructor(private readonly log: Log) {}

  run(job: string): void {
    this.log.write(`running ${job}`);
  }
}
