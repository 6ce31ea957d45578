import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from 'node:crypto';

/**
 * A WebAuthn authenticator in software, for the API tests: it makes discoverable ES256 passkeys
 * ("none" attestation) and signs assertions as a browser would hand them over
 * (@simplewebauthn/browser's JSON), so the server's checks run on real signatures. The browser
 * tests use Chromium's virtual authenticator instead.
 */

// Just enough CBOR (RFC 8949) for an attestation object and a COSE key: maps, integers, byte and
// text strings.
function cborHead(major: number, length: number): Buffer {
  if (length < 24) return Buffer.from([(major << 5) | length]);
  if (length < 256) return Buffer.from([(major << 5) | 24, length]);
  const head = Buffer.alloc(3);
  head[0] = (major << 5) | 25;
  head.writeUInt16BE(length, 1);
  return head;
}

type CborValue = number | string | Buffer | Map<CborValue, CborValue>;

function cbor(value: CborValue): Buffer {
  if (typeof value === 'number') {
    return value >= 0 ? cborHead(0, value) : cborHead(1, -1 - value);
  }
  if (typeof value === 'string') {
    const bytes = Buffer.from(value, 'utf8');
    return Buffer.concat([cborHead(3, bytes.length), bytes]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([cborHead(2, value.length), value]);
  const parts = [cborHead(5, value.size)];
  for (const [key, item] of value) parts.push(cbor(key), cbor(item));
  return Buffer.concat(parts);
}

const sha256 = (data: Buffer | string) => createHash('sha256').update(data).digest();

export interface SoftPasskey {
  credentialId: Buffer;
  privateKey: KeyObject;
  userHandle: string;
  /** The signature counter; each assertion adds one unless told otherwise. */
  counter: number;
}

export interface AssertionOptions {
  /** The person was verified (PIN, biometrics): the UV flag. Default true. */
  userVerified?: boolean;
  /** Sign with this counter instead of the next one (a cloned authenticator). */
  counter?: number;
  origin?: string;
  challenge?: string;
}

export class SoftwareAuthenticator {
  readonly passkeys: SoftPasskey[] = [];

  constructor(private readonly origin: string) {}

  private authData(rpId: string, flags: number, counter: number, attested?: Buffer): Buffer {
    const head = Buffer.alloc(37);
    sha256(rpId).copy(head, 0);
    head[32] = flags;
    head.writeUInt32BE(counter, 33);
    return attested ? Buffer.concat([head, attested]) : head;
  }

  private clientData(type: string, challenge: string, origin: string): Buffer {
    return Buffer.from(JSON.stringify({ type, challenge, origin, crossOrigin: false }));
  }

  /** `navigator.credentials.create()` with the server's options: the browser's JSON of it. */
  create(options: { challenge: string; rp: { id?: string }; user: { id: string } }) {
    const rpId = options.rp.id ?? new URL(this.origin).hostname;
    const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const jwk = publicKey.export({ format: 'jwk' });
    const coseKey = cbor(
      new Map<CborValue, CborValue>([
        [1, 2], // kty: EC2
        [3, -7], // alg: ES256
        [-1, 1], // crv: P-256
        [-2, Buffer.from(jwk.x ?? '', 'base64url')],
        [-3, Buffer.from(jwk.y ?? '', 'base64url')],
      ]),
    );
    const credentialId = randomBytes(16);
    const idLength = Buffer.alloc(2);
    idLength.writeUInt16BE(credentialId.length);
    const attested = Buffer.concat([Buffer.alloc(16), idLength, credentialId, coseKey]);
    // UP, UV and AT (attested credential data).
    const authData = this.authData(rpId, 0x01 | 0x04 | 0x40, 0, attested);
    const attestationObject = cbor(
      new Map<CborValue, CborValue>([
        ['fmt', 'none'],
        ['attStmt', new Map()],
        ['authData', authData],
      ]),
    );
    this.passkeys.push({ credentialId, privateKey, userHandle: options.user.id, counter: 0 });
    const id = credentialId.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: this.clientData('webauthn.create', options.challenge, this.origin).toString(
          'base64url',
        ),
        attestationObject: attestationObject.toString('base64url'),
        transports: ['internal'],
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }

  /** `navigator.credentials.get()` with one of its passkeys: the browser's JSON of the assertion. */
  get(
    options: { challenge: string; rpId?: string },
    passkey: SoftPasskey | undefined = this.passkeys[0],
    assertion: AssertionOptions = {},
  ) {
    if (!passkey) throw new Error('the authenticator holds no passkey');
    const rpId = options.rpId ?? new URL(this.origin).hostname;
    const counter = assertion.counter ?? passkey.counter + 1;
    passkey.counter = Math.max(passkey.counter, counter);
    const flags = 0x01 | (assertion.userVerified === false ? 0 : 0x04);
    const authData = this.authData(rpId, flags, counter);
    const clientData = this.clientData(
      'webauthn.get',
      assertion.challenge ?? options.challenge,
      assertion.origin ?? this.origin,
    );
    const signature = sign(
      'sha256',
      Buffer.concat([authData, sha256(clientData)]),
      passkey.privateKey,
    );
    const id = passkey.credentialId.toString('base64url');
    return {
      id,
      rawId: id,
      type: 'public-key' as const,
      response: {
        clientDataJSON: clientData.toString('base64url'),
        authenticatorData: authData.toString('base64url'),
        signature: signature.toString('base64url'),
        userHandle: passkey.userHandle,
      },
      clientExtensionResults: {},
      authenticatorAttachment: 'platform',
    };
  }
}
