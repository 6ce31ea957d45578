import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, test } from 'vitest';
import { loadConfig } from './config';
import { rateLimitEnvSection, rateLimitRules } from './rate-limit-rules';

const envExample = path.resolve(import.meta.dirname, '../../../.env.example');

describe('the rate-limit table', () => {
  test(".env.example's rate-limit section is the one the table writes", () => {
    const lines = fs.readFileSync(envExample, 'utf8').split('\n');
    const section = rateLimitEnvSection().trimEnd().split('\n');
    const start = lines.indexOf(section[0] ?? '');
    // On a difference: paste rateLimitEnvSection()'s text over the section (or fix the table).
    expect(lines.slice(start, start + section.length).join('\n')).toBe(section.join('\n'));
    const settings = lines.filter((line) => /^#?\s*RATE_LIMIT_\w+=/.test(line));
    expect(settings).toEqual(rateLimitRules.map((rule) => `${rule.env}=${rule.default}`));
  });

  test('each rule is a setting of its own, read into config.rateLimits with its default', () => {
    expect(new Set(rateLimitRules.map((rule) => rule.env)).size).toBe(rateLimitRules.length);
    const { rateLimits } = loadConfig({});
    for (const rule of rateLimitRules) {
      const [max, window = ''] = rule.default.split('/');
      const unitMs = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[window.slice(-1)] ?? 0;
      const limits: Record<string, Record<string, unknown>> = rateLimits;
      expect(limits[rule.action]?.[rule.scope], rule.env).toEqual({
        max: Number(max),
        windowMs: Number(window.slice(0, -1)) * unitMs,
      });
    }
    const scopes = Object.values(rateLimits).flatMap((scopes) => Object.keys(scopes));
    expect(scopes).toHaveLength(rateLimitRules.length);
  });
});
