import { inject, injectable } from 'inversify';
import { Mailer, Templates, TOKENS } from './contracts';

@injectable()
export class StringTemplates implements Templates {
  render(name: string, data: Record<string, string>): string {
    return `${name}(${Object.entries(data).map(([key, value]) => `${key}=${value}`).join(', ')})`;
  }
}

@injectable()
export class FakeMailer implements Mailer {
  constructor(@inject(TOKENS.Templates) private readonly templates: Templates) {}

  send(to: string, subject: string): string {
    return `to ${to}: ${this.templates.render(subject, { to })}`;
  }
}
