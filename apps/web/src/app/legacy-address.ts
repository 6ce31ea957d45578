import { legacyHashTarget } from '../lib/router/location';

// Imported first by main.tsx: an old hash address ("/#/pricing", decision 0001) becomes its path
// before the language is read or anything renders, and Back never returns to the old form.
const target = legacyHashTarget(window.location.hash);
if (target !== null) window.history.replaceState(window.history.state, '', target);
