import { configure } from '@testing-library/react';

// findBy… and waitFor give up after one second by default; on a loaded two-core machine a render
// that takes longer than that is slow, not wrong. They still return as soon as the element shows.
configure({ asyncUtilTimeout: 5_000 });
