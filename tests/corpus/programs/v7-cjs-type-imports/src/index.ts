import { Container } from 'inversify';
import { Mailer, Templates, TOKENS } from './contracts';
import { FakeMailer, StringTemplates } from './implementations';

const container = new Container();
container.bind<Templates>(TOKENS.Templates).to(StringTemplates);
container.bind<Mailer>(TOKENS.Mailer).to(FakeMailer);

console.log(container.get<Mailer>(TOKENS.Mailer).send('ops@example.com', 'welcome'));
