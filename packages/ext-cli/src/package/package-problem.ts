import { englishMessage, type MessageCode } from '@sinyal/contracts/message-catalog';
import type { MessageParams } from '@sinyal/contracts/messages';

/**
 * Why a package is refused: a code of the contracts (extension-package.ts, extension-manifest.ts),
 * the values its sentence names ({entry}, {reason}) and, for a manifest that breaks rules, each
 * field's code ("manifest.version": "manifest_version_format") and English.
 */
export class PackageProblem extends Error {
  constructor(
    readonly code: MessageCode,
    readonly params: MessageParams = {},
    readonly fieldCodes?: Record<string, string>,
    /** Each field's English with its own values ("Contains U+200B, …"), beside its code. */
    readonly fieldTexts?: Record<string, string>,
  ) {
    super(englishMessage(code, params) ?? code);
  }
}
