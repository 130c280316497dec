import { expect, test } from '@playwright/test';
import { SquadPage } from './pages/squad.page';
import { expectNoBlockingViolations } from './support/accessibility';
import { playNextGameweek, withHeldGameClock } from './support/game-clock';
import { newManager } from './support/managers';
import { keepScreenshot } from './support/screenshots';

// The squad builder never loses a player: a formation switch and back keeps the XI and its armbands,
// Add never moves a starter without asking, and an incomplete lineup is saved only once the manager
// has read what it means. At desktop and phone width: the slot's own list sits under the pitch.
const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 390, height: 844 },
};

for (const [device, viewport] of Object.entries(VIEWPORTS)) {
  test(`on a ${device}, the squad builder should keep every player through Add, a formation switch and back, and an incomplete save`, async ({
    browser,
    baseURL,
  }) => {
    test.setTimeout(4 * 60_000);
    const { page, credentials, shell } = await newManager(browser, baseURL!, viewport);
    const squad = new SquadPage(page);
    await squad.goto();

    await test.step('the first Add under each of the 11 slots fills all 11', async () => {
      for (let index = 0; index < 11; index += 1) {
        const slot = squad.pitchSlots.nth(index);
        await slot.click();
        await squad.slotOffers().first().click();
        await expect(squad.dialog).toHaveCount(0);
        await expect(slot).not.toHaveAttribute('aria-label', /, empty$/);
      }
      expect(await squad.starterNames()).toHaveLength(11);
    });

    const captain = (await squad.starterNames())[9]!;
    await squad.makeCaptain(captain);
    await page.getByLabel('Vice-captain').selectOption({ index: 1 });
    const armbands = (labels: string[]) => ({
      captain: labels.filter((label) => label.endsWith(', captain')),
      vice: labels.filter((label) => label.endsWith(', vice-captain')),
    });
    expect(armbands(await squad.slotLabels()).captain).toHaveLength(1);
    expect(armbands(await squad.slotLabels()).vice).toHaveLength(1);

    await test.step('Add on a player starting elsewhere asks first: Cancel changes nothing, Move swaps the two', async () => {
      const before = await squad.slotLabels();
      await squad.pitchSlots.nth(9).click();
      // Every attacker starts in 4-3-3: the striker's slot offers the wingers, each marked.
      await expect(squad.selectedSlot.getByText(/^moves from (LW|RW)$/)).toHaveCount(2);
      await squad.slotOffers().first().click();
      await expect(squad.dialog).toContainText(
        new RegExp(`starts at (LW|RW) now; ${captain} takes (LW|RW) in exchange`),
      );
      await keepScreenshot(page, `squad-move-${device}.png`);
      await squad.dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(squad.dialog).toHaveCount(0);
      expect(await squad.slotLabels()).toEqual(before);

      await squad.slotOffers().first().click();
      await squad.dialog.getByRole('button', { name: 'Move to ST' }).click();
      await expect(squad.pitchSlots.nth(9)).not.toHaveAttribute('aria-label', before[9]!);
      const after = await squad.slotLabels();
      expect(after.filter((label) => label.endsWith(', empty'))).toEqual([]);
      // The captain swapped onto the wing and kept the armband; the vice-captain kept theirs.
      expect(armbands(after).captain).toEqual([expect.stringContaining(`: ${captain},`)]);
      expect(armbands(after).vice).toEqual(armbands(before).vice);
    });
    const lineup = await squad.slotLabels();

    await test.step('a switch to 4-4-2 says what moved; the switch back restores all 11 and both armbands', async () => {
      await squad.chooseFormation('4-4-2');
      await expect(squad.formationNotice).toContainText(
        'Switched to 4-4-2: 10 of your 11 starters kept a place.',
      );
      await expect(squad.formationNotice).toContainText('moved to the bench');
      await expect(squad.formationNotice).toContainText(/1 slot is empty: (LM|CM|RM)\./);
      await expect(squad.benchHeading).toHaveText('Bench (1/6)');
      await keepScreenshot(page, `squad-switch-${device}.png`, { fullPage: true });
      // The notice and a slot's own list, open together, read well to assistive technology.
      await squad.pitchSlots.nth(8).click();
      await expect(squad.selectedSlot).toBeVisible();
      await expectNoBlockingViolations(page);
      await page.getByRole('button', { name: 'Clear Selection' }).click();

      await squad.chooseFormation('4-3-3');
      expect(await squad.slotLabels()).toEqual(lineup);
      await expect(squad.benchHeading).toHaveText('Bench (0/6)');
    });

    // Saves while the game clock is held: no lineup deadline passes mid-test to refuse them.
    await withHeldGameClock(baseURL!, async () => {
      await test.step('a refused team name reads as a sentence next to the field', async () => {
        await squad.teamName.fill('   ');
        await squad.saveButton.click();
        await expect(shell.toast("Couldn't save your team")).toBeVisible();
        await expect(squad.teamName).toHaveAccessibleDescription(
          'Team name must be 1 to 30 characters (spaces at either end do not count)',
        );
        await expect(shell.errorToast).toHaveCount(0);
      });

      await test.step('fewer than 11 starters: the page asks first and says what it means', async () => {
        await squad.teamName.fill(`${credentials.username} FC`);
        for (const index of [10, 8]) {
          await squad.pitchSlots.nth(index).click();
          await page.getByRole('button', { name: 'Remove Player' }).click();
        }
        await page.getByRole('button', { name: 'Clear Selection' }).click();
        await squad.saveButton.click();
        const ask = page.getByRole('dialog', { name: 'Save with 9 of 11 starters?' });
        await expect(ask).toContainText(
          'Your team scores only with the players who start: the 2 empty slots score nothing.',
        );
        await expect(ask).toContainText('Your bench is empty too');
        await keepScreenshot(page, `squad-incomplete-${device}.png`);
        await expectNoBlockingViolations(page);
        await ask.getByRole('button', { name: 'Keep Editing' }).click();
        await expect(ask).toHaveCount(0);
        await expect(shell.toast('Team saved')).toHaveCount(0);

        await squad.saveButton.click();
        await page.getByRole('button', { name: 'Save Anyway' }).click();
        await expect(shell.toast('Team saved')).toBeVisible();
        await expect(shell.errorToast).toHaveCount(0);
      });
    });

    await squad.goto();
    await expect.poll(async () => (await squad.starterNames()).length).toBe(9);
  });
}

// My NFT Players sorted by form reads best first, as the form each card shows; on a played gameweek so
// the forms differ. Its figures line and filters fit a phone's width.
test('My NFT Players should sort by form, best first, as each card shows it, at desktop and phone width', async ({
  browser,
  baseURL,
}) => {
  test.setTimeout(4 * 60_000);
  const { page } = await newManager(browser, baseURL!, VIEWPORTS.desktop);
  const squad = new SquadPage(page);
  await playNextGameweek(baseURL!, page.request, 'FINISHED');

  // Form is read when the page opens: open it again until the played gameweek shows in it.
  await expect(async () => {
    await squad.goto();
    await squad.sortBy('Form');
    expect(new Set(await squad.shownForms()).size).toBeGreaterThan(1);
  }).toPass({ timeout: 60_000 });
  const forms = await squad.shownForms();
  expect(forms).toHaveLength(17);
  expect(forms).toEqual([...forms].sort((a, b) => b - a));
  await expect(squad.playerRows.first()).toContainText(/\d+ pts/);
  await expect(squad.playerRows.first()).toContainText(/Price (—|[\d,]+ SPL)/);
  await keepScreenshot(page, 'my-players-by-form-desktop.png', { fullPage: true });

  await page.setViewportSize(VIEWPORTS.phone);
  await squad.myPlayers.scrollIntoViewIfNeeded();
  await keepScreenshot(page, 'my-players-by-form-phone.png');
  // Nothing wider than the phone's screen.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoBlockingViolations(page);
});
