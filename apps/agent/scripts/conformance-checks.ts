import {
  agentActionFailureSchema,
  agentErrorSchema,
  agentExtensionListSchema,
  agentInfoSchema,
  agentInstallResponseSchema,
  agentKeyHeader,
  agentPaths,
  agentToggleResponseSchema,
  agentUninstallResponseSchema,
  decodeConn,
  type AgentConn,
  type AgentExtensionList,
} from '@sinyal/contracts/agent';
import type { ZodType } from 'zod';
import { probe, type ProbeAnswer, type ProbeRequest } from './http-probe';
import type { TamperMode } from './tamper-proxy';

/**
 * The conformance suite of the local-backend contract (docs/product.md §7, docs/architecture.md §5). It talks plain HTTP,
 * so it checks any implementation: the reference agent in CI, the desktop app later.
 */

export interface ConformanceOptions {
  /** The `conn` value of the marketplace link: base64 of "ip:port". */
  conn: string;
  /** The pairing key of the link. */
  key: string;
  /** A site origin the backend must grant (default http://localhost:3000). */
  origin?: string;
  timeoutMs?: number;
  /** Called as each check finishes, for live output. */
  onResult?: (result: CheckResult) => void;
  /** The extension the install checks use: a free one every registry has (default csv-recorder). */
  extensionId?: string;
  /**
   * The registry the backend downloads from, when the suite stands in front of it
   * (scripts/tamper-proxy.ts): then a tampered package and a tampered signature are checked too.
   */
  tamper?: { set(mode: TamperMode): void };
}

export interface CheckResult {
  name: string;
  outcome: 'passed' | 'failed' | 'skipped';
  /** Why it failed or was skipped. */
  reason?: string;
}

export interface ConformanceReport {
  results: CheckResult[];
  passed: number;
  failed: number;
  /** What the suite changed and could not undo, or did undo. */
  notes: string[];
}

export const defaultSiteOrigin = 'http://localhost:3000';
const foreignOrigin = 'https://evil.example';
const unknownId = 'sinyal-conformance-no-such-extension';

class CheckFailed extends Error {}
class CheckSkipped extends Error {}

function expect(condition: unknown, reason: string): asserts condition {
  if (!condition) throw new CheckFailed(reason);
}

function describeAnswer(answer: ProbeAnswer): string {
  const body = answer.text.length > 120 ? `${answer.text.slice(0, 120)}…` : answer.text;
  return `HTTP ${answer.status} ${body || '(empty body)'}`;
}

function expectShape<T>(schema: ZodType<T>, answer: ProbeAnswer, what: string): T {
  expect(
    answer.isJson,
    `${what}: not JSON (content-type ${answer.headers['content-type'] ?? 'missing'})`,
  );
  const parsed = schema.safeParse(answer.json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new CheckFailed(
      `${what}: ${issue ? `${issue.path.join('.') || 'body'} ${issue.message}` : 'wrong shape'} in ${describeAnswer(answer)}`,
    );
  }
  return parsed.data;
}

function expectStatus(answer: ProbeAnswer, accepted: (status: number) => boolean, wanted: string) {
  expect(accepted(answer.status), `expected ${wanted}, got ${describeAnswer(answer)}`);
}

function expectJsonError(
  answer: ProbeAnswer,
  wanted: string,
  accepted: (status: number) => boolean,
) {
  expectStatus(answer, accepted, wanted);
  expectShape(agentErrorSchema, answer, `the ${answer.status} answer`);
}

const is2xx = (status: number) => status >= 200 && status < 300;
const is4xx = (status: number) => status >= 400 && status < 500;

export async function runConformance(options: ConformanceOptions): Promise<ConformanceReport> {
  const siteOrigin = options.origin ?? defaultSiteOrigin;
  const results: CheckResult[] = [];
  const notes: string[] = [];

  const record = (result: CheckResult) => {
    results.push(result);
    options.onResult?.(result);
  };
  const check = async (name: string, run: () => Promise<void>) => {
    try {
      await run();
      record({ name, outcome: 'passed' });
    } catch (error) {
      if (error instanceof CheckSkipped)
        record({ name, outcome: 'skipped', reason: error.message });
      else record({ name, outcome: 'failed', reason: (error as Error).message });
    }
  };
  const report = (): ConformanceReport => ({
    results,
    passed: results.filter((result) => result.outcome === 'passed').length,
    failed: results.filter((result) => result.outcome === 'failed').length,
    notes,
  });

  const target: AgentConn | null = decodeConn(options.conn);
  await check(`conn "${options.conn}" decodes to an IPv4 address and port`, async () => {
    expect(target, 'it is not base64 of "ip:port" (docs/product.md §5)');
  });
  if (!target) return report();
  const { ip, port } = target;

  const call = (request: ProbeRequest & { key?: string | null }) => {
    const headers: Record<string, string> = { ...request.headers };
    const key = request.key === undefined ? options.key : request.key;
    if (key !== null) headers[agentKeyHeader] = key;
    return probe(ip, port, { timeoutMs: options.timeoutMs, ...request, headers });
  };
  /** A POST with a JSON body, as the site sends an action ({} unless a check sends another). */
  const post = (path: string, body = '{}') =>
    call({ method: 'POST', path, headers: { 'Content-Type': 'application/json' }, body });
  const listExtensions = async () =>
    expectShape(
      agentExtensionListSchema,
      await call({ path: agentPaths.extensions }),
      'extensions',
    );

  await check('GET /api/info answers {name, version, platform, api_version}', async () => {
    const answer = await call({ path: agentPaths.info });
    expectStatus(answer, (status) => status === 200, '200');
    expectShape(agentInfoSchema, answer, 'info');
  });

  // Filled by the list check; the later checks need it.
  const seen: { initial?: AgentExtensionList } = {};
  await check(
    'GET /api/extensions answers a list of {id, installed, enabled, version}',
    async () => {
      const answer = await call({ path: agentPaths.extensions });
      expectStatus(answer, (status) => status === 200, '200');
      const list = expectShape(agentExtensionListSchema, answer, 'extensions');
      expect(new Set(list.map((item) => item.id)).size === list.length, 'an id appears twice');
      seen.initial = list;
    },
  );
  const initial = seen.initial;
  const extensionId = options.extensionId ?? 'csv-recorder';
  const before = initial?.find((item) => item.id === extensionId);
  const needsList = () => {
    if (!initial) throw new CheckFailed('needs the extension list, which failed');
    return { id: extensionId };
  };
  /** POSTs an install, update or uninstall link: a 2xx answer of the action's shape. */
  const postAction = async <T>(path: string, schema: ZodType<T>, name: string) => {
    const answer = await post(path);
    expectStatus(answer, is2xx, 'a 2xx answer');
    return { answer, body: expectShape(schema, answer, name) };
  };
  /** The list then shows the extension installed, and enabled or not as `enabled` says. */
  const expectListedAs = async (id: string, enabled: boolean) => {
    const list = await listExtensions();
    const listed = list.find((entry) => entry.id === id);
    expect(listed, `${id} is missing from the list`);
    expect(
      listed.installed && listed.enabled === enabled,
      `/api/extensions then shows ${JSON.stringify(listed)}`,
    );
  };
  /** A start or disable link answers 200, status true, and the extension enabled as `enabled` says. */
  const expectToggled = async (path: string, name: string, enabled: boolean) => {
    const answer = await call({ path });
    expectStatus(answer, (status) => status === 200, '200');
    const body = expectShape(agentToggleResponseSchema, answer, name);
    expect(body.status === true && body.enabled === enabled, `answered ${answer.text}`);
  };

  await check(
    `POST /api/install/{id} with {} installs and enables ${extensionId} from the registry`,
    async () => {
      const { id } = needsList();
      const { answer, body } = await postAction(
        agentPaths.install(id),
        agentInstallResponseSchema,
        'install',
      );
      expect(body.status && body.installed && body.enabled, `answered ${answer.text}`);
      await expectListedAs(id, true);
    },
  );

  await check('GET /api/start/{id} answers status true and enables it', async () => {
    await expectToggled(agentPaths.start(needsList().id), 'start', true);
  });

  await check('GET /api/disable/{id} answers status true and disables it', async () => {
    const { id } = needsList();
    await expectToggled(agentPaths.disable(id), 'disable', false);
    await expectListedAs(id, false);
  });

  await check(
    'POST /api/update/{id} answers status true (newest already, or updated)',
    async () => {
      const { id } = needsList();
      const { answer, body } = await postAction(
        agentPaths.update(id),
        agentInstallResponseSchema,
        'update',
      );
      expect(body.status && body.installed, `answered ${answer.text}`);
    },
  );

  await check(
    'POST /api/uninstall/{id} removes it; start then answers status false with a detail',
    async () => {
      const { id } = needsList();
      await postAction(agentPaths.uninstall(id), agentUninstallResponseSchema, 'uninstall');
      const list = await listExtensions();
      expect(!list.some((item) => item.id === id), `/api/extensions still lists ${id}`);
      const start = expectShape(
        agentToggleResponseSchema,
        await call({ path: agentPaths.start(id) }),
        'start',
      );
      expect(
        start.status === false && Boolean(start.detail),
        `start answered ${JSON.stringify(start)}`,
      );
    },
  );

  const refusedInstall = async (mode: TamperMode, codes: string[]) => {
    const { id } = needsList();
    if (!options.tamper) {
      throw new CheckSkipped(
        'run with --registry <site> --proxy-port <port>, the backend pointed at the proxy',
      );
    }
    options.tamper.set(mode);
    try {
      const answer = await post(agentPaths.install(id));
      expectStatus(answer, (status) => status >= 400, 'a refusal (4xx or 5xx)');
      const body = expectShape(agentActionFailureSchema, answer, 'the refusal');
      expect(codes.includes(body.code), `code ${body.code}, expected ${codes.join(' or ')}`);
      const list = await listExtensions();
      expect(!list.some((item) => item.id === id), `${id} is listed after a refused install`);
    } finally {
      options.tamper.set('off');
    }
  };

  await check(
    'a tampered package is refused with {status: false, code} and nothing is installed',
    () => refusedInstall('package', ['integrity_failed']),
  );
  await check(
    'a tampered signature is refused with {status: false, code} and nothing is installed',
    () => refusedInstall('signature', ['signature_invalid', 'untrusted_key']),
  );

  // Put the extension back the way the user had it: installed and enabled as before, or not at all.
  try {
    if (before) {
      await post(agentPaths.install(extensionId));
      if (!before.enabled) await call({ path: agentPaths.disable(extensionId) });
      notes.push(`${extensionId} was installed again, as it was before the checks`);
    }
  } catch (error) {
    notes.push(`could not restore ${extensionId}: ${(error as Error).message}`);
  }

  await check(
    'an unknown extension id answers 404 JSON {code, detail} on install, start and disable',
    async () => {
      const answers = [
        await post(agentPaths.install(unknownId)),
        await call({ path: agentPaths.start(unknownId) }),
        await call({ path: agentPaths.disable(unknownId) }),
      ];
      for (const answer of answers) expectJsonError(answer, '404', (status) => status === 404);
    },
  );

  await check('an unknown route answers 404 JSON {code, detail}', async () => {
    const answer = await call({ path: '/api/sinyal-conformance-no-such-route' });
    expectJsonError(answer, '404', (status) => status === 404);
  });

  await check('a body that is not JSON answers 400 JSON', async () => {
    const { id } = needsList();
    const answer = await post(agentPaths.install(id), '{"unterminated');
    expectJsonError(answer, '400', (status) => status === 400);
  });

  await check('an oversized body (1 MiB) answers 4xx JSON', async () => {
    const { id } = needsList();
    const answer = await post(agentPaths.install(id), `{"padding":"${'x'.repeat(1024 * 1024)}"}`);
    expectJsonError(answer, 'a 4xx answer (413)', is4xx);
  });

  await check(
    'an id with characters outside letters, digits, ".", "_", "-" answers 4xx JSON',
    async () => {
      const answer = await call({ path: '/api/start/bad%20id%3Cscript%3E' });
      expectJsonError(answer, '400 or 404', (status) => status === 400 || status === 404);
    },
  );

  await check(`a missing ${agentKeyHeader} header answers 401 JSON`, async () => {
    for (const path of [agentPaths.info, agentPaths.extensions, agentPaths.start(unknownId)]) {
      expectJsonError(await call({ path, key: null }), '401', (status) => status === 401);
    }
  });

  await check('a wrong key answers 401 JSON', async () => {
    // One of the same length (only the comparison can refuse it) and one longer.
    const sameLength = [...options.key].map((char) => (char === 'A' ? 'B' : 'A')).join('');
    for (const key of [sameLength, `${options.key}x`]) {
      const answer = await call({ path: agentPaths.extensions, key });
      expectJsonError(answer, '401', (status) => status === 401);
    }
  });

  await check('a foreign Host header is refused (DNS rebinding)', async () => {
    for (const host of [`evil.example:${port}`, `localhost.evil.example:${port}`]) {
      const answer = await call({ path: agentPaths.extensions, headers: { Host: host } });
      expect(
        is4xx(answer.status),
        `Host ${host}: expected 403 or 421, got ${describeAnswer(answer)}`,
      );
      expect(
        !agentExtensionListSchema.safeParse(answer.json).success,
        `Host ${host}: the extension list was sent`,
      );
    }
  });

  await check('a foreign Origin gets no CORS grant', async () => {
    const answer = await call({ path: agentPaths.extensions, headers: { Origin: foreignOrigin } });
    const grant = answer.headers['access-control-allow-origin'];
    expect(
      grant === undefined,
      `Access-Control-Allow-Origin: ${grant} was sent to ${foreignOrigin}`,
    );
  });

  await check("a foreign Origin's preflight gets no CORS grant", async () => {
    const answer = await call({
      method: 'OPTIONS',
      path: agentPaths.install(extensionId),
      key: null,
      headers: {
        Origin: foreignOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': `${agentKeyHeader.toLowerCase()},content-type`,
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    const grant = answer.headers['access-control-allow-origin'];
    expect(
      grant === undefined,
      `Access-Control-Allow-Origin: ${grant} was sent to ${foreignOrigin}`,
    );
    expect(
      answer.headers['access-control-allow-private-network'] === undefined,
      'Access-Control-Allow-Private-Network was sent to a foreign origin',
    );
  });

  await check(`the site's Origin (${siteOrigin}) gets an exact CORS grant, never *`, async () => {
    const answer = await call({ path: agentPaths.extensions, headers: { Origin: siteOrigin } });
    expectStatus(answer, (status) => status === 200, '200');
    const grant = answer.headers['access-control-allow-origin'];
    expect(grant === siteOrigin, `Access-Control-Allow-Origin is ${grant ?? 'missing'}`);
    const vary = String(answer.headers.vary ?? '').toLowerCase();
    expect(vary.includes('origin'), 'Vary does not name Origin, so a cache could reuse the grant');
  });

  await check(`the site's preflight with Private Network Access is granted`, async () => {
    const answer = await call({
      method: 'OPTIONS',
      path: agentPaths.install(extensionId),
      key: null,
      headers: {
        Origin: siteOrigin,
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': `${agentKeyHeader.toLowerCase()},content-type`,
        'Access-Control-Request-Private-Network': 'true',
      },
    });
    expectStatus(answer, is2xx, 'a 2xx answer');
    const grant = answer.headers['access-control-allow-origin'];
    expect(grant === siteOrigin, `Access-Control-Allow-Origin is ${grant ?? 'missing'}`);
    const pna = answer.headers['access-control-allow-private-network'];
    expect(pna === 'true', `Access-Control-Allow-Private-Network is ${pna ?? 'missing'}`);
    const allowed = String(answer.headers['access-control-allow-headers'] ?? '')
      .toLowerCase()
      .split(',')
      .map((name) => name.trim());
    for (const header of [agentKeyHeader.toLowerCase(), 'content-type']) {
      expect(
        allowed.includes(header) || allowed.includes('*'),
        `Access-Control-Allow-Headers (${allowed.join(', ') || 'missing'}) lacks ${header}`,
      );
    }
  });

  await check(
    "errors answered to the site's Origin carry the grant, so the page can read them",
    async () => {
      const answer = await call({
        path: agentPaths.extensions,
        key: null,
        headers: { Origin: siteOrigin },
      });
      expectJsonError(answer, '401', (status) => status === 401);
      const grant = answer.headers['access-control-allow-origin'];
      expect(
        grant === siteOrigin,
        `Access-Control-Allow-Origin is ${grant ?? 'missing'} on the 401`,
      );
    },
  );

  return report();
}

/** The closing line: "12 passed, 0 failed". */
export function summaryLine(report: ConformanceReport): string {
  return `${report.passed} passed, ${report.failed} failed`;
}

export function formatResult(result: CheckResult): string {
  const mark = result.outcome === 'passed' ? '✓' : result.outcome === 'failed' ? '✗' : '–';
  return result.reason ? `${mark} ${result.name} — ${result.reason}` : `${mark} ${result.name}`;
}
