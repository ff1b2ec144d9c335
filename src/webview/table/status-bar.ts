import { css, html, nothing, type TemplateResult } from 'lit';
import type { TableView } from '../../protocol/table-view';
import { manaCost } from '../cards/mana-cost';
import { exileIcon, graveIcon, heartIcon, libraryIcon, manaDropIcon, swordsIcon } from '../shared/icons';
import { lifeAmount } from './by-hand';
import type { TargetKey } from './intents';
import { nameOf } from './table-zones';

/**
 * Your life, library, graveyard, exile and mana, in a row above your cards:
 * your life is a target when a spell may target you, and with the By hand
 * menus open it has − and + and a field, and Create token is here. A render
 * helper: it holds nothing, and every press goes back through `on`.
 */
export interface StatusBar {
  readonly table: TableView;
  /** The targets a choice is open for now, if any. */
  readonly targets: readonly TargetKey[] | undefined;
  readonly interactive: boolean;
  readonly byHand: boolean;
  /** A question is in progress: Tab goes from choice to choice, so these step out of its way. */
  readonly asking: boolean;
  readonly graveyardOpen: boolean;
  readonly exileOpen: boolean;
  /** The Create token menu is open. */
  readonly tokenMenuOpen: boolean;
  readonly on: {
    pick(target: TargetKey): void;
    adjustLife(amount: number): void;
    say(text: string): void;
    togglePile(zone: 'graveyard' | 'exile'): void;
    tokenMenu(button: HTMLElement): void;
  };
}

export function statusBar(s: StatusBar): TemplateResult {
  const { table: t, on } = s;
  const youTarget = s.targets?.includes('you') ?? false;
  const attackers = (t.combat?.attackers ?? []).filter((a) => a.target === 'you' && !t.combat?.blocks.some((b) => b.attacker === a.id));
  const lifeLabel = `Life ${t.life} of ${t.startingLife}${attackers.length ? `; attacked by ${attackers.map((a) => nameOf(t, a.id)).join(', ')}` : ''}${youTarget ? '. Choose you as the target' : ''}`;
  const low = t.life <= 5;
  const attacked = t.combat?.attackers.some((a) => a.target === 'you') ?? false;
  const byHand = s.byHand;
  return html`<div class="status" role="group" aria-label="Your life, cards and mana">
    <div class="life-box ${byHand ? 'with-adjust' : ''}">
      <div
        class="stat life ${youTarget ? 'targetable' : ''} ${low ? 'low' : ''} ${attacked ? 'attacked' : ''}"
        role=${youTarget ? 'button' : 'img'}
        tabindex=${youTarget ? 0 : -1}
        aria-label=${lifeLabel}
        title=${youTarget ? 'Target yourself' : 'Your life'}
        @click=${() => youTarget && on.pick('you')}
        @keydown=${(e: KeyboardEvent) => {
          if (youTarget && (e.key === 'Enter' || e.key === ' ')) {
            e.preventDefault();
            on.pick('you');
          }
        }}
      >
        ${heartIcon({ size: 18 })}<span class="value">${t.life}</span><span class="of">/ ${t.startingLife}</span>
        ${attackers.length
          ? html`<span class="incoming">${swordsIcon()} ${attackers.length === 1 ? nameOf(t, attackers[0]!.id) : `${attackers.length} attackers`}</span>`
          : nothing}
      </div>
      ${byHand ? lifeAdjust(s) : nothing}
    </div>
    ${t.energy
      ? html`<div class="stat energy" role="img" aria-label=${`Energy: ${t.energy}`} title="Your energy counters"><span class="value">${t.energy}</span><span class="label">energy</span></div>`
      : nothing}
    <div class="stat" role="img" aria-label=${`Library: ${t.library} cards`} title="Cards left in your library">
      ${libraryIcon()}<span class="value">${t.library}</span><span class="label">library</span>
    </div>
    ${pileButton(s, 'graveyard', graveIcon())}
    ${t.exile.length > 0 ? pileButton(s, 'exile', exileIcon()) : nothing}
    <div class="stat mana" role="img" aria-label=${t.mana.words} title=${t.mana.words}>
      ${manaDropIcon()}${t.mana.total > 0 ? manaCost(t.mana.symbols.join('')) : html`<span class="label">no mana</span>`}
    </div>
    ${byHand && t.byHand.tokens.length > 0
      ? html`<button
          class="stat token-button"
          tabindex=${s.asking ? -1 : 0}
          aria-haspopup="menu"
          aria-expanded=${String(s.tokenMenuOpen)}
          title="Create a token by hand"
          @click=${(e: MouseEvent) => on.tokenMenu(e.currentTarget as HTMLElement)}
        >
          <span class="plus" aria-hidden="true">+</span><span class="label">Create token</span>
        </button>`
      : nothing}
  </div>`;
}

/** − and + and a field for an amount: your life changed by hand. */
function lifeAdjust(s: StatusBar): TemplateResult {
  const { on } = s;
  const busy = String(!s.interactive);
  const tab = s.asking ? -1 : 0;
  const typed = (e: KeyboardEvent) => {
    if (e.key !== 'Enter') return;
    e.preventDefault();
    const input = e.currentTarget as HTMLInputElement;
    const amount = lifeAmount(input.value);
    if (amount === undefined) {
      on.say('Type how much life to gain, or a negative number to lose, then press Enter.');
      return;
    }
    on.adjustLife(amount);
    if (s.interactive) input.value = '';
  };
  return html`<div class="stat life-adjust" role="group" aria-label="Change your life by hand">
    <button class="adjust lose" tabindex=${tab} aria-label="Lose 1 life" title="Lose 1 life (by hand)" aria-disabled=${busy} @click=${() => on.adjustLife(-1)}>−</button>
    <input
      class="life-amount"
      tabindex=${tab}
      type="number"
      step="1"
      min="-1000"
      max="1000"
      placeholder="±"
      aria-label="Gain or lose life by hand: type an amount, negative to lose, then press Enter"
      title="Type an amount (−3 loses 3), then Enter"
      @keydown=${typed}
    />
    <button class="adjust gain" tabindex=${tab} aria-label="Gain 1 life" title="Gain 1 life (by hand)" aria-disabled=${busy} @click=${() => on.adjustLife(1)}>+</button>
  </div>`;
}

/** The graveyard or exile: a count that shows or hides its cards. */
function pileButton(s: StatusBar, zone: 'graveyard' | 'exile', icon: TemplateResult): TemplateResult {
  const t = s.table;
  const cards = zone === 'graveyard' ? t.graveyard : t.exile;
  const count = cards.length;
  const open = zone === 'graveyard' ? s.graveyardOpen : s.exileOpen;
  const name = zone === 'graveyard' ? 'Graveyard' : 'Exile';
  // A card there with an ability you can use now (Magma Phoenix's return), or one you can cast from there (an adventurer
  // back from its adventure), marks the pile, so it is found.
  const can = (type: 'activate' | 'cast') => cards.filter((c) => t.actions.some((a) => a.action.type === type && a.action.card === c.id)).length;
  const abilities = can('activate');
  const casts = can('cast');
  const usable = abilities + casts;
  const uses = `${abilities > 0 ? `, ${abilities} with an ability you can use` : ''}${casts > 0 ? `, ${casts} you can cast` : ''}`;
  return html`<button
    class="stat ${zone === 'graveyard' ? 'grave' : 'exile'} ${usable > 0 ? 'usable' : ''}"
    aria-label=${`${name}: ${count} ${count === 1 ? 'card' : 'cards'}${uses}${count ? (open ? ', shown' : ', show them') : ''}`}
    aria-expanded=${count ? String(open) : 'false'}
    ?disabled=${count === 0}
    title=${count ? `${open ? 'Hide' : 'Show'} ${zone === 'graveyard' ? 'the graveyard' : 'your exiled cards'}` : `Your ${zone} is empty`}
    @click=${() => s.on.togglePile(zone)}
  >
    ${icon}<span class="value">${count}</span><span class="label">${zone}</span>
  </button>`;
}

/** The look of the status row: one box per figure, your life the largest, the piles as buttons. */
export const statusStyles = css`
  /* ── Life, library, graveyard, mana ── */
  .status {
    display: flex;
    flex-wrap: wrap;
    align-items: stretch;
    gap: 6px;
  }
  .stat {
    display: inline-flex;
    align-items: center;
    gap: 6px;
    padding: 3px 9px;
    min-height: 30px;
    border: 1px solid var(--zone-border);
    border-radius: 5px;
    background: var(--zone-bg);
    color: var(--vscode-foreground);
    font: inherit;
  }
  .stat.usable {
    border-color: var(--vscode-focusBorder);
    box-shadow: 0 0 0 1px var(--vscode-focusBorder);
  }
  .stat .value {
    font-weight: 600;
    font-variant-numeric: tabular-nums;
  }
  .stat .label,
  .stat .of {
    color: var(--vscode-descriptionForeground);
    font-size: 12px;
  }
  .stat svg.icon {
    color: var(--vscode-descriptionForeground);
  }
  .life .value {
    font-size: 20px;
    line-height: 1;
  }
  .life svg.icon {
    color: var(--vscode-errorForeground, #f14c4c);
  }
  .life.low .value {
    color: var(--vscode-errorForeground);
  }
  .life.attacked {
    border-color: var(--crawl-encounter);
    background: var(--crawl-encounter-bg);
  }
  .life .incoming {
    display: inline-flex;
    align-items: center;
    gap: 4px;
    margin-left: 4px;
    padding-left: 8px;
    border-left: 1px solid var(--zone-border);
    font-size: 12px;
    color: var(--vscode-foreground);
  }
  .life .incoming svg.icon {
    color: var(--crawl-encounter);
  }
  .life.targetable {
    cursor: pointer;
    border: 2px dashed var(--crawl-target);
    padding: 2px 8px;
  }
  .life.targetable:hover {
    background: var(--crawl-target-hover);
  }
  .life:focus-visible {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 2px;
  }
  button.stat {
    cursor: pointer;
  }
  button.stat:hover:not(:disabled) {
    background: var(--vscode-toolbar-hoverBackground, var(--vscode-list-hoverBackground));
  }
  button.stat:disabled {
    cursor: default;
  }
  button.stat[aria-expanded='true'] {
    border-color: var(--vscode-focusBorder);
  }
  /* Your life, with − and + and a field for changes by hand beside it, in one box. */
  .life-box {
    display: inline-flex;
    align-items: stretch;
  }
  .life-box.with-adjust > .life {
    border-top-right-radius: 0;
    border-bottom-right-radius: 0;
  }
  .life-adjust {
    gap: 3px;
    padding: 3px 5px;
    border-left: none;
    border-top-left-radius: 0;
    border-bottom-left-radius: 0;
  }
  .life-adjust .adjust {
    width: 24px;
    height: 24px;
    padding: 0;
    border: 1px solid var(--zone-border);
    border-radius: 4px;
    background: var(--vscode-button-secondaryBackground, transparent);
    color: var(--vscode-button-secondaryForeground, var(--vscode-foreground));
    font: 600 16px/1 var(--vscode-font-family, sans-serif);
    cursor: pointer;
  }
  .life-adjust .adjust:hover {
    background: var(--vscode-button-secondaryHoverBackground, var(--vscode-toolbar-hoverBackground));
  }
  .life-adjust .adjust:focus-visible,
  .token-button:focus-visible,
  button.stat:focus-visible {
    outline: 2px solid var(--vscode-focusBorder);
    outline-offset: 1px;
  }
  .life-adjust .adjust[aria-disabled='true'] {
    cursor: default;
    opacity: 0.6;
  }
  .status input.life-amount {
    width: 3.4em;
    height: 24px;
    box-sizing: border-box;
    padding: 2px 4px;
    text-align: center;
    -moz-appearance: textfield;
  }
  .life-amount::-webkit-inner-spin-button,
  .life-amount::-webkit-outer-spin-button {
    -webkit-appearance: none;
    margin: 0;
  }
  .token-button .plus {
    font-weight: 700;
    font-size: 16px;
    line-height: 1;
    color: var(--vscode-descriptionForeground);
  }
  .token-button[aria-expanded='true'] {
    border-color: var(--vscode-focusBorder);
  }
  .mana .cost {
    font-size: 17px;
    gap: 3px;
    flex-wrap: wrap;
    white-space: normal;
  }
`;
