import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** Types into a port box and takes the suggestion for the port, as a member would with the keyboard. */
export async function choosePort(page: Page, label: string, typed: string, option: RegExp): Promise<void> {
  const box = page.getByRole('combobox', { name: label });
  await box.fill(typed);
  const listbox = page.getByRole('listbox', { name: `${label}: suggestions` });
  await expect(listbox.getByRole('option').first()).toHaveText(option);
  await box.press('ArrowDown');
  await box.press('ArrowUp');
  await box.press('Enter');
  await expect(listbox).toBeHidden();
}
