/**
 * The rules combat enforces, one identifier each, for errors a player reads.
 * Named after the Comprehensive Rules (CR) section, or the Magic Crawl rule,
 * that forbids the thing refused; stable, so tests and logs can rely on them.
 */
export const COMBAT_RULES = {
  unknownCreature: 'combat.unknown-creature',
  attackOwn: 'mtg.508.1a.attacker-control',
  attackTapped: 'mtg.508.1a.attacker-untapped',
  attackTwice: 'mtg.508.1a.attack-once',
  summoningSick: 'mtg.302.6.summoning-sickness',
  defender: 'mtg.702.3b.defender',
  attackTarget: 'magic-crawl.attack.target',
  notAttacking: 'mtg.509.1a.block-an-attacker',
  blockOwn: 'mtg.509.1a.blocker-control',
  blockTapped: 'mtg.509.1a.blocker-untapped',
  blockTwice: 'mtg.509.1a.block-one-attacker',
  flying: 'mtg.702.9b.flying',
  protection: 'mtg.702.16f.protection',
  menace: 'mtg.702.110b.menace',
  damageOrder: 'mtg.510.1c.damage-order',
  stateBased: 'mtg.704.5.state-based-actions',
  wholeNumbers: 'combat.whole-numbers',
} as const;
