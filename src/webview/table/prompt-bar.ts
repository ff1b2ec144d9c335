import { css, html, nothing, type TemplateResult } from 'lit';
import '@vscode-elements/elements/dist/vscode-button/index.js';
import type { CardView } from '../../protocol/card-view';
import type { ActionView, TableView } from '../../protocol/table-view';
import { rulesText, spokenText } from '../cards/mana-cost';
import type { ActionGroup, TargetKey } from './intents';
import { currentTargets, targetQuestion, type Mode } from './questions';
import { boardTarget, cardIn, menuZone, nameOf, type Zone } from './table-zones';

/**
 * The card table's question line ("What to do now"): the table's own
 * question in progress (which target, which X, which of a card's actions),
 * else the game's (keep or mulligan, a card to put on the bottom or discard,
 * a triggered ability's target, how to pay), else a manual card to resolve
 * by hand, else the phase's help. A render helper: it holds nothing, and
 * every answer goes back through `on`.
 */
export interface PromptBar {
  readonly table: TableView;
  readonly mode: Mode | undefined;
  readonly interactive: boolean;
  /** The By hand menus are open. */
  readonly byHand: boolean;
  /** The X typed so far. */
  readonly x: number;
  readonly on: {
    pick(target: TargetKey): void;
    cancel(): void;
    setX(x: number): void;
    confirmX(): void;
    chooseGroup(g: ActionGroup): void;
    send(a: ActionView): void;
    /** The By hand menu of a card to resolve, opened from the prompt's button. */
    openMenu(card: CardView, zone: Zone, button: HTMLElement): void;
  };
}

export function promptBar(p: PromptBar): TemplateResult {
  const { table: t, mode: m, on } = p;
  const name = (id: TargetKey) => nameOf(t, id);
  const cancel = html`<vscode-button secondary class="cancel" title="Cancel (Escape)" @click=${() => on.cancel()}>Cancel</vscode-button>`;
  let body: TemplateResult;
  let kind = 'ask';
  if (m?.kind === 'target') {
    body = html`<span class="text">${targetQuestion(m, name(m.source), t)}</span>
      ${choiceButtons(t, m.targets, on.pick)}
      ${cancel}`;
  } else if (m?.kind === 'x') {
    body = xQuestion(m, p);
  } else if (m?.kind === 'menu') {
    body = html`<span class="text">${m.name}:</span>
      <span class="choices"
        >${m.groups.map((g) => html`<vscode-button secondary class="choice" aria-label=${spokenText(g.label)} @click=${() => on.chooseGroup(g)}><span>${rulesText(g.label)}</span></vscode-button>`)}</span
      >
      ${cancel}`;
  } else if (t.prompt) {
    body = gameQuestion(p);
  } else if (t.byHand.resolve && p.byHand) {
    body = resolveByHand(p, t.byHand.resolve);
  } else {
    kind = 'info';
    const count = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;
    body = html`<span class="text quiet"
      >${t.outcome ? `The crawl is over after ${count(t.phase.turn, 'turn')} and ${count(t.phase.moves, 'move')}; the board stays as it ended.` : t.phase.help}</span
    >`;
  }
  return html`<div class="prompt prompt-${kind}" role="group" aria-label="What to do now">${body}</div>`;
}

/**
 * The answers to a choice of targets: a button for each card or player; the
 * choices on a board of places are marked there instead (a board can hold
 * dozens of lands), and only counted here.
 */
function choiceButtons(t: TableView, targets: readonly TargetKey[], pick: (tk: TargetKey) => void): TemplateResult {
  const onBoard = targets.filter((tk) => boardTarget(t, tk) !== undefined);
  const here = targets.filter((tk) => boardTarget(t, tk) === undefined);
  const lands = onBoard.every((tk) => boardTarget(t, tk)?.kind === 'land');
  const where = `${onBoard.length} ${lands ? (onBoard.length === 1 ? 'land' : 'lands') : onBoard.length === 1 ? 'choice' : 'choices'} marked on the board`;
  return html`<span class="choices"
      >${here.map((tk) => html`<vscode-button secondary class="choice" @click=${() => pick(tk)}>${nameOf(t, tk)}</vscode-button>`)}</span
    >${onBoard.length > 0 ? html`<span class="quiet on-board">${here.length > 0 ? `or one of the ${where}` : `Choose one of the ${where}.`}</span>` : nothing}`;
}

/** X for a spell or ability: a number field within the values it can be paid for. */
function xQuestion(m: Extract<Mode, { kind: 'x' }>, p: PromptBar): TemplateResult {
  const { on } = p;
  const min = m.values[0]!;
  const max = m.values[m.values.length - 1]!;
  return html`<label class="text" for="x">${rulesText(m.name)}: X =</label>
    <input
      id="x"
      type="number"
      min=${min}
      max=${max}
      step="1"
      .value=${String(p.x)}
      @input=${(e: Event) => on.setX(Number((e.target as HTMLInputElement).value))}
      @keydown=${(e: KeyboardEvent) => {
        if (e.key === 'Enter') {
          e.preventDefault();
          on.confirmX();
        }
      }}
    />
    <span class="quiet">${min === max ? `only ${min}` : `${min} to ${max}`}</span>
    <vscode-button class="confirm" @click=${() => on.confirmX()}>${m.name} with X = ${p.x}</vscode-button>
    <vscode-button secondary class="cancel" title="Cancel (Escape)" @click=${() => on.cancel()}>Cancel</vscode-button>`;
}

/** The game's own question: each answer is one of its legal actions. */
function gameQuestion(p: PromptBar): TemplateResult {
  const { table: t, interactive, on } = p;
  const prompt = t.prompt!;
  switch (prompt.kind) {
    case 'mulligan': {
      const keep = t.actions.find((a) => a.action.type === 'keep');
      const mull = t.actions.find((a) => a.action.type === 'mulligan');
      return html`<span class="text">${prompt.text}</span>
        ${keep ? html`<vscode-button id="keep" title="Keep (K)" ?disabled=${!interactive} @click=${() => on.send(keep)}>Keep</vscode-button>` : nothing}
        ${mull ? html`<vscode-button id="mulligan" secondary title="Mulligan (M)" ?disabled=${!interactive} @click=${() => on.send(mull)}>Mulligan</vscode-button>` : nothing}`;
    }
    case 'bottom':
    case 'discard':
      return html`<span class="text">${prompt.text}</span><span class="badge" aria-label=${`${prompt.count} left to choose`}>${prompt.count} to go</span
        ><span class="quiet">Click a card in your hand, or choose it with the arrow keys and press Enter.</span>`;
    case 'trigger':
      return html`<span class="text">${prompt.text}</span> ${choiceButtons(t, currentTargets(t, p.mode) ?? [], on.pick)}`;
    case 'pay': {
      const cancel = t.actions.find((a) => a.action.type === 'cancel');
      return html`<span class="text">${prompt.text}</span>
        <span class="choices"
          >${prompt.options.map((o) => {
            const a = t.actions.find((x) => x.action.type === 'pay' && x.action.option === o.option);
            return html`<vscode-button secondary class="choice pay" ?disabled=${!interactive || !a} @click=${() => a && on.send(a)}>${o.label}</vscode-button>`;
          })}</span
        >
        ${cancel ? html`<vscode-button secondary class="cancel" ?disabled=${!interactive} @click=${() => on.send(cancel)}>Cancel</vscode-button>` : nothing}`;
    }
    case 'search':
      // One button per card that fits ("Take Forest"), and one to stop ("Find nothing").
      return answerButtons(p, 'search');
    case 'may':
      // "Yes: draw a card", "No".
      return answerButtons(p, 'may');
    case 'madness':
    case 'rebound':
      // One button per way to cast it ("Cast Fiery Temper for {R} at Grizzly Bears"), and "Put Fiery Temper into your graveyard" ("Leave … in exile").
      return answerButtons(p, 'cast', 'cancel');
    case 'devour':
      // One button per creature it may eat ("Devour Saproling (+2 counters on Predator Dragon)"), and "Done devouring".
      return answerButtons(p, 'choose', 'cancel');
    case 'sacrifice':
      // One button per creature the player may sacrifice ("Sacrifice Grizzly Bears").
      return answerButtons(p, 'choose');
    case 'unlessPays':
      // "Pay {3}: Grizzly Bears is not countered", "Don't pay: Grizzly Bears is countered".
      return answerButtons(p, 'pay', 'cancel');
    case 'pickDiscard':
      // One button per card of the revealed hand that may be chosen ("Make North discard Shock").
      return answerButtons(p, 'discard');
    case 'scry':
      // One button per card and place, labelled by the game ("Keep Shock on top", "Put Shock on the bottom").
      return answerButtons(p, 'scry');
    case 'fabricate':
      // Two buttons, labelled by the game ("Put 2 +1/+1 counters on …", "Create 2 1/1 Servo tokens").
      return answerButtons(p, 'fabricate');
  }
}

/** The question's text and a button for each legal action of the types given, labelled by the game (class `choice <type>`). */
function answerButtons(p: PromptBar, ...types: ActionView['action']['type'][]): TemplateResult {
  const { table: t, interactive, on } = p;
  return html`<span class="text">${t.prompt!.text}</span>
    <span class="choices"
      >${t.actions
        .filter((a) => types.includes(a.action.type))
        .map((a) => html`<vscode-button secondary class="choice ${a.action.type}" ?disabled=${!interactive} @click=${() => on.send(a)}>${a.label}</vscode-button>`)}</span
    >`;
}

/** A manual card just cast: the engine did nothing for it, and its By hand menu is a click away. */
function resolveByHand(p: PromptBar, r: NonNullable<TableView['byHand']['resolve']>): TemplateResult {
  const zone = menuZone(p.table, r.id);
  const card = zone ? cardIn(p.table, zone, r.id) : undefined;
  return html`<span class="text">Resolve ${r.card} by hand: use the By hand menu.</span>
    ${r.text ? html`<span class="quiet manual-text">${rulesText(r.text)}</span>` : nothing}
    ${zone && card
      ? html`<vscode-button
          secondary
          class="by-hand-open"
          aria-haspopup="menu"
          title="The By hand menu of this card (Shift+F10 on a card)"
          @click=${(e: Event) => p.on.openMenu(card, zone, e.currentTarget as HTMLElement)}
          >By hand: ${r.card}…</vscode-button
        >`
      : nothing}`;
}

/** The look of the question line: across the table, marked at its left edge while it asks. */
export const promptStyles = css`
  .prompt .manual-text {
    font-style: italic;
  }
  /* ── The question of the moment ── */
  .prompt {
    grid-area: prompt;
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 10px;
    min-height: 38px;
    padding: 5px 10px;
    border-radius: 4px;
    border-left: 3px solid transparent;
    line-height: 1.4;
  }
  .prompt-ask {
    background: var(--vscode-textBlockQuote-background, var(--vscode-editorWidget-background));
    border-left-color: var(--vscode-focusBorder);
  }
  :host-context(body.vscode-high-contrast) .prompt-ask {
    border: 1px solid var(--vscode-contrastBorder);
    border-left: 3px solid var(--vscode-contrastActiveBorder, var(--vscode-focusBorder));
  }
  .prompt .text {
    font-weight: 600;
  }
  .prompt .text.quiet {
    font-weight: 400;
  }
  .prompt .choices {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 6px;
  }
  .prompt .cancel {
    margin-left: auto;
  }
  /* Under a board, the question stands above the strip of cards. */
  :host([layout='strip']) .prompt {
    margin: 8px 12px 0;
  }
  .badge {
    padding: 1px 8px;
    border-radius: 10px;
    background: var(--vscode-badge-background);
    color: var(--vscode-badge-foreground);
    font-weight: 600;
  }
  :host-context(body.vscode-high-contrast) .badge {
    background: transparent;
    border: 1px solid var(--vscode-contrastBorder);
  }
  input[type='number'] {
    width: 5em;
    padding: 3px 6px;
    font: inherit;
    color: var(--vscode-input-foreground);
    background: var(--vscode-input-background);
    border: 1px solid var(--vscode-input-border, var(--vscode-widget-border, transparent));
    border-radius: 2px;
  }
  input[type='number']:focus {
    outline: 1px solid var(--vscode-focusBorder);
    outline-offset: -1px;
  }
`;
