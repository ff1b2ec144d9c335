import { html, nothing, type TemplateResult } from 'lit';
import type { TableView } from '../../protocol/table-view';
import { cardList, cardRow, type CardRows } from './card-rows';
import { nameOf } from './table-zones';

/**
 * The encounter's side of the card table (Magic Crawl): its creature large,
 * with the combat in words under it, or why there is none (the opening, a
 * preparation round, travel, the end), and the foes' permanents that stay.
 */
export function encounterZone(r: CardRows): TemplateResult {
  const t = r.table;
  const enc = t.encounter;
  const notes = combatNotes(t);
  return html`<section class="foe-zone" aria-label="The encounter">
    <h3>${enc ? html`Encounter <span class="sub">from ${enc.pileName}, at ${hexText(enc.at)}</span>` : html`Encounter`}</h3>
    ${t.foes.length > 0
      ? html`<div class="foes">${cardList(r, 'foes', t.foes, 'large', false)}</div>${notes.length ? html`<ul class="combat-note">${notes.map((n) => html`<li>${n}</li>`)}</ul>` : nothing}`
      : html`<div class="no-foe ${t.outcome ? `result-${t.outcome.result}` : ''}">
          <p class="big">${t.outcome ? (t.outcome.result === 'won' ? 'Victory' : 'Defeat') : t.phase.kind === 'mulligan' ? 'Your crawl begins' : 'No creature here'}</p>
          <p>${t.outcome ? t.outcome.reason : noFoeText(t)}</p>
          ${t.defeated.length > 0 ? html`<p class="quiet">Defeated: ${t.defeated.join(', ')}</p>` : nothing}
        </div>`}
    ${t.hazards.length > 0 ? cardRow(r, 'hazards', 'Against you', t.hazards, 'normal', '') : nothing}
  </section>`;
}

/** The combat in words, one line per attacker: whom it attacks, and who blocks it. */
export function combatNotes(t: TableView): string[] {
  const c = t.combat;
  if (!c) return [];
  const name = (id: number | 'you') => nameOf(t, id);
  return c.attackers.map((a) => {
    const blockers = c.blocks.filter((b) => b.attacker === a.id).map((b) => name(b.id));
    if (t.foes.some((f) => f.id === a.id)) {
      return blockers.length ? `${name(a.id)} attacks you — blocked by ${blockers.join(', ')}` : `${name(a.id)} attacks you — unblocked`;
    }
    return blockers.length ? `${name(a.id)} attacks — blocked by ${blockers.join(', ')}` : `${name(a.id)} attacks ${name(a.target)}`;
  });
}

function hexText(h: { q: number; r: number }): string {
  return `(${h.q},${h.r})`;
}

/** What the encounter's place says while there is no creature in it. */
export function noFoeText(t: TableView): string {
  switch (t.phase.kind) {
    case 'mulligan':
      return 'Keep a hand, play your preparation rounds, then set out across the map.';
    case 'preparation':
      return 'A preparation round: play a land and cast creatures, then travel on.';
    case 'travel':
      return 'Choose the next hex on the map.';
    default:
      return t.phase.help;
  }
}
