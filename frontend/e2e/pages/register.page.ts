import type { Page } from '@playwright/test';
import { CredentialsPage } from './credentials.page';

export class RegisterPage extends CredentialsPage {
  constructor(page: Page) {
    super(page, { path: '/register', heading: 'Create an account', submitLabel: 'Register' });
  }
}
