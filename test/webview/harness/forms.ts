import { strict as assert } from 'node:assert';
import type { Locator } from 'playwright-core';
import { checkFormAnswer, findVariant } from '../../../src/engine';
import type { Playmat } from './browser';
import { newGameMessage } from './games';

/** The new-game form's tests' common steps: choosing from a dropdown, opening a variant's part of the form, and the host's reading of its answer. */

/** Picks from a dropdown the way a player does: open it, then choose. */
export async function choose(on: Locator, id: string, name: string | RegExp): Promise<void> {
  await on.locator(`vscode-single-select#${id}`).click();
  await on.locator(`vscode-single-select#${id}`).getByRole('option', { name }).click();
}

/** An empty file's form with the game `title` chosen at its top. */
export async function variantForm(p: Playmat, title: string, fileName: string, seed = 'x'): Promise<Locator> {
  await p.send(newGameMessage({ suggestedSeed: seed, fileName }));
  const form = p.page.locator('crawl-new-game-form');
  await choose(form, 'variant', title);
  await p.settle();
  return form;
}

/** The setup the host would write for a start message's answer to `variant`'s form, checked as the host checks it. */
export function hostSetup<Setup>(variant: string, seed: string, answer: unknown): Setup {
  const v = findVariant(variant);
  assert.ok(v?.form, `${variant} has a form`);
  const checked = checkFormAnswer<Parameters<typeof v.form.setup>[1]>(v.form, v.title, answer);
  assert.ok(checked.ok, JSON.stringify(checked));
  const made = v.form.setup(seed, checked.answer);
  assert.ok(made.ok, JSON.stringify(made));
  return made.setup as Setup;
}
