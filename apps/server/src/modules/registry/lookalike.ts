import { lookalikeKey } from '@sinyal/contracts/extension-lookalike';

/**
 * The look-alike skeletons the registry keys ids, names and author names by (docs/architecture.md
 * §8): one rule for every tool, in the contracts (extension-lookalike.ts, docs/decisions/0012).
 * The stored keys are computed with it, so a change to it comes with a migration that computes
 * them again (0011-lookalike-keys).
 */
export { lookalikeKey };

/** The key an author name is owned by: the same skeleton, so "Sinyal Labs" and "SinyaI-Labs" meet. */
export const authorKey = lookalikeKey;
