import { expect, expectNoAxeViolations, test } from './support/fixtures';
import { createSignedInMember, signInOnly } from './support/members';

test.describe('member API keys on the account page', () => {
  // A key without a name and the revoked key's refusals are what these tests provoke.
  test.use({ expectedApiStatuses: [400, 401] });

  test('a member creates a key, sees it once, uses it, and revokes it', async ({
    page,
    baseURL,
    request,
  }) => {
    const member = await createSignedInMember({ firstName: 'Tomas', company: 'Baltic Box Forwarding' });
    await signInOnly(page, baseURL!, member);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'API keys' });
    await expect(section.getByText('Your company has no API keys yet.')).toBeVisible();

    await section.getByRole('button', { name: 'Create key' }).click();
    const keyName = section.getByLabel('Key name');
    await expect(keyName).toBeFocused();
    await expect(keyName).toHaveAccessibleDescription(/Enter a name for the key\./);
    await keyName.fill('TMS production');
    await section.getByRole('button', { name: 'Create key' }).click();

    const shown = page.getByRole('region', { name: 'Your new API key' });
    await expect(shown).toContainText('It is shown this once');
    const secret = await shown.getByLabel('New API key').inputValue();
    expect(secret).toMatch(/^dfa_[A-Za-z0-9_-]{43}$/);
    await expectNoAxeViolations(page);

    const events = await request.get('/api/dcsa/tnt/v2/events', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(events.status()).toBe(200);
    expect(events.headers()['api-version']).toBe('2.2.0');

    await shown.getByRole('button', { name: 'I have stored the key' }).click();
    await expect(shown).toBeHidden();
    await page.reload();
    const keys = section.getByRole('list', { name: 'Your company’s API keys' }).getByRole('listitem');
    await expect(keys).toHaveCount(1);
    await expect(keys.first()).toContainText(`dfa_…${secret.slice(-4)}`);
    await expect(keys.first()).toContainText('In use');
    expect(await page.content()).not.toContain(secret.slice(4));

    // The key's page counts the request made with it today.
    await keys.first().getByRole('link', { name: 'TMS production' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'TMS production' })).toBeVisible();
    await expect(page.getByText('1 request in the last 30 days')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to your account' }).click();

    await keys
      .first()
      .getByRole('button', { name: /^Revoke/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Revoke the key “TMS production”?' });
    await expect(dialog).toContainText('refused from its next request');
    await dialog.getByRole('button', { name: 'Revoke key' }).click();
    await expect(page.locator('#dfa-status')).toHaveText('The key “TMS production” is revoked.');
    // Its Revoke button is gone, so the list of keys takes the focus.
    await expect(section.getByRole('list', { name: 'Your company’s API keys' })).toBeFocused();
    await expect(keys.first()).toContainText('Revoked');
    await expect(keys.first().getByRole('button', { name: /^Revoke/ })).toHaveCount(0);

    const refused = await request.get('/api/dcsa/tnt/v2/events', {
      headers: { authorization: `Bearer ${secret}` },
    });
    expect(refused.status()).toBe(401);
    expect((await refused.json()).errors[0].property).toBe('Authorization');
  });

  test('the keys section fits a phone and a lapsed member is told why no key can be made', async ({
    page,
    baseURL,
  }) => {
    await page.setViewportSize({ width: 360, height: 760 });
    const lapsed = await createSignedInMember({ firstName: 'Greta', membership: 'standard_inactive' });
    await signInOnly(page, baseURL!, lapsed);
    await page.goto('/account');
    const section = page.getByRole('region', { name: 'API keys' });
    await expect(section.getByRole('note')).toContainText('Your membership has lapsed');
    await expect(section.getByRole('button', { name: 'Create key' })).toHaveCount(0);
    const box = await section.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
    expect(
      await section.evaluate((element) => element.scrollWidth - element.clientWidth),
    ).toBeLessThanOrEqual(0);
  });
});
