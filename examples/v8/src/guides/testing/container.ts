import { Container, type ServiceIdentifier } from 'inversify';

import { MAIL_SETTINGS, type MailSettings } from './contracts.js';
import { SignupService } from './signup-service.js';
import { usersModule } from './users-module.js';

// #region container
export function buildContainer(settings: MailSettings): Container {
  const container: Container = new Container();
  container.bind<MailSettings>(MAIL_SETTINGS).toConstantValue(settings);
  container.load(usersModule);
  return container;
}

// The services the application asks the container for; everything else is reached through them.
export const rootServices: readonly ServiceIdentifier[] = [SignupService];
// #endregion container
