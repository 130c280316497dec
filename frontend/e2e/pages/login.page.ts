import type { Page } from '@playwright/test';
import { CredentialsPage } from './credentials.page';

export class LoginPage extends CredentialsPage {
  constructor(page: Page) {
    super(page, { path: '/login', heading: 'Log in', submitLabel: 'Log in' });
  }
}
