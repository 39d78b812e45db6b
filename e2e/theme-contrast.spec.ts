// The theme's light variant (status badges, alerts) in every colour the app gives it, read by
// axe whatever data the pages happen to show: a queued mail's yellow badge once failed it only
// when another test's mail was still waiting.
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { adminToken, storeSession } from './fixtures/sessions';

const LIGHT_COLOURS = ['yellow', 'orange', 'green', 'teal', 'red', 'blue', 'gray', 'grape'];

test("every colour's light variant reads at 4.5:1 (WCAG AA)", async ({ page, request }) => {
  await storeSession(page, 'admin', await adminToken(request));
  await page.goto('/admin/dashboard/mail');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Badge-sized text (11px bold) on the variant's background, in the app's own theme.
  await page.evaluate((colours) => {
    const samples = document.createElement('div');
    samples.id = 'light-variants';
    for (const colour of colours) {
      const sample = document.createElement('span');
      sample.textContent = `Waiting (${colour})`;
      sample.style.cssText = `display:inline-block;padding:0 8px;font-size:11px;font-weight:700;background:var(--mantine-color-${colour}-light);color:var(--mantine-color-${colour}-light-color)`;
      samples.append(sample);
    }
    document.querySelector('h1')!.after(samples);
  }, LIGHT_COLOURS);
  const results = await new AxeBuilder({ page })
    .include('#light-variants')
    .withRules(['color-contrast'])
    .analyze();
  expect(
    results.violations.flatMap((violation) => violation.nodes.map((node) => node.html)),
  ).toEqual([]);
  expect(results.passes.map((pass) => pass.id)).toContain('color-contrast');
});
