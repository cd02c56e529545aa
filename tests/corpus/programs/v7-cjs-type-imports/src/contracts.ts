export interface Mailer {
  send(to: string, subject: string): string;
}

export interface Templates {
  render(name: string, data: Record<string, string>): string;
}

export const TOKENS = {
  Mailer: Symbol('Mailer'),
  Templates: Symbol('Templates'),
} as const;
