import { Container, ServiceIdentifier } from 'inversify';

import { MAIL_SETTINGS, MailSettings } from './contracts';
import { SignupService } from './signup-service';
import { usersModule } from './users-module';

// #region container
export async function buildContainer(settings: MailSettings): Promise<Container> {
  const container: Container = new Container();
  container.bind<MailSettings>(MAIL_SETTINGS).toConstantValue(settings);
  await container.load(usersModule);
  return container;
}

// The services the application asks the container for; everything else is reached through them.
export const rootServices: readonly ServiceIdentifier[] = [SignupService];
// #endregion container
