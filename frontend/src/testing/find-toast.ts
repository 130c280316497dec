import { screen } from '@testing-library/react';

/** The toast (sonner's element, title and description) whose title is `title`, once shown. */
export async function findToast(title: string): Promise<Element> {
  const titles = await screen.findAllByText(title, { selector: '[data-title]' });
  return titles[0]!.closest('[data-sonner-toast]')!;
}
