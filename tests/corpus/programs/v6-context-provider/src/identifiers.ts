export const IDS = {
  Settings: Symbol('Settings'),
  ConnectionProvider: Symbol('ConnectionProvider'),
  Banner: Symbol('Banner'),
  UserFactory: Symbol('UserFactory'),
};

export interface Settings {
  readonly appName: string;
  readonly databaseUrl: string;
}
