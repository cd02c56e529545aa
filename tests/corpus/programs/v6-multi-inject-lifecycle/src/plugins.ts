import { injectable } from 'inversify';

export const PLUGIN = 'Plugin';

export interface Plugin {
  name: string;
  apply(text: string): string;
}

@injectable()
export class TrimPlugin implements Plugin {
  name = 'trim';
  apply(text: string): string {
    return text.trim();
  }
}

@injectable()
export class UpperPlugin implements Plugin {
  name = 'upper';
  apply(text: string): string {
    return text.toUpperCase();
  }
}
