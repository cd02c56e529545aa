import type { AppConfig } from './contracts.js';

// #region config
// Read and check the environment once, at start-up; services receive the result, not process.env.
export function loadConfig(env: Record<string, string | undefined>): AppConfig {
  const databaseUrl: string | undefined = env.DATABASE_URL;
  if (databaseUrl === undefined || databaseUrl === '') {
    throw new Error('DATABASE_URL is not set');
  }
  return { databaseUrl, mailFrom: env.MAIL_FROM ?? 'shop@example.com' };
}
// #endregion config
