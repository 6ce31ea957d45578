/**
 * What `sinyal-ext init` writes for a developer to replace, and the checks that find it left in a
 * package (docs/architecture.md §19): the tool refuses it at validate, pack and publish, and the
 * registry refuses it at publish, with the same words.
 */

/** The placeholder sentences of the template, each found wherever it is left. */
export const templatePlaceholders = {
  description: 'say in one or two sentences what it does',
  readme: 'What it does, how to set it up, what it needs.',
  author: 'Your Name',
} as const;

export const templateDescription = (name: string) =>
  `${name} for Sinyal: ${templatePlaceholders.description}.`;

export const templateReadme = (name: string) => `# ${name}\n\n${templatePlaceholders.readme}\n`;

/** The first placeholder still in the package: the entry that has it and the text. */
export function templateLeftover(contents: {
  manifest: { description: string; author: string };
  readme: string | null;
}): { entry: string; text: string } | null {
  if (contents.manifest.description.includes(templatePlaceholders.description)) {
    return { entry: 'manifest.json description', text: templatePlaceholders.description };
  }
  if (contents.manifest.author.trim() === templatePlaceholders.author) {
    return { entry: 'manifest.json author', text: templatePlaceholders.author };
  }
  if (contents.readme?.includes(templatePlaceholders.readme)) {
    return { entry: 'README.md', text: templatePlaceholders.readme };
  }
  return null;
}

// "## 1.2.0", "## [1.2.0] - 2026-01-02", "## v1.2.0 (2026-01-02)": Keep a Changelog and its kin.
const versionHeading = /^#{2,3}\s+\[?v?(\d+\.\d+\.\d+(?:-[0-9A-Za-z.-]+)?(?:\+[0-9A-Za-z.-]+)?)\]?/;

/** The version of a changelog's newest entry: its first heading that names one, "Unreleased" skipped. */
export function newestChangelogVersion(changelog: string): string | null {
  for (const line of changelog.split(/\r?\n/)) {
    const found = versionHeading.exec(line.trim());
    if (found?.[1]) return found[1];
  }
  return null;
}

/**
 * A warning, not a refusal: a changelog whose newest entry is not the version being published
 * (or that names none). Null when there is no changelog or it is up to date.
 */
export function changelogWarning(changelog: string | null, version: string): string | null {
  if (changelog === null) return null;
  const newest = newestChangelogVersion(changelog);
  if (newest === version) return null;
  return newest === null
    ? `CHANGELOG.md names no version: add a "## ${version}" entry saying what changed`
    : `CHANGELOG.md's newest entry is ${newest}, not ${version}: add a "## ${version}" entry saying what changed`;
}
