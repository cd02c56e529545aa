export interface Config {
  url: string;
  retries: number;
}

export async function loadConfig(): Promise<Config> {
  await new Promise((resolve) => setTimeout(resolve, 10));
  return { url: 'postgres://db.local/app', retries: 3 };
}
