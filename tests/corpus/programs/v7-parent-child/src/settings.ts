import { injectable } from 'inversify';

export class Settings {
  constructor(readonly values: Record<string, boolean>) {}
}

@injectable()
export class FeatureFlags {
  constructor(private readonly settings: Settings) {}

  describe(): string {
    return Object.entries(this.settings.values)
      .filter(([, on]) => on)
      .map(([name]) => name)
      .join(', ') || 'none';
  }
}
