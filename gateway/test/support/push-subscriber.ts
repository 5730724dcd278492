import type { PushSubscriptionJson } from '@agecheck/contracts';
import { createDecipheriv, createECDH, createHmac, randomBytes, randomUUID } from 'node:crypto';

// A browser's side of Web Push for the integration tests (decision 0048): a subscription of its own at the
// stand-in push service (a P-256 key pair and an auth secret, as a browser makes them), what the stand-in
// received for it, and the decryption of an aes128gcm body (RFC 8291, RFC 8188).

export type StoredPush = { id: string; pushId: string; headers: Record<string, string>; body: string };

const hmac = (key: Buffer, data: Buffer) => createHmac('sha256', key).update(data).digest();

export class PushSubscriber {
  readonly id = randomUUID();
  private readonly ecdh = createECDH('prime256v1');
  private readonly authSecret = randomBytes(16);

  constructor(private readonly serviceUrl: string) {
    this.ecdh.generateKeys();
  }

  get subscription(): PushSubscriptionJson {
    return {
      endpoint: `${this.serviceUrl}/push/${this.id}`,
      expirationTime: null,
      keys: {
        p256dh: this.ecdh.getPublicKey().toString('base64url'),
        auth: this.authSecret.toString('base64url'),
      },
    };
  }

  /** What the stand-in received for this subscription, oldest first. */
  async received(): Promise<StoredPush[]> {
    const response = await fetch(`${this.serviceUrl}/pushes?id=${this.id}`);
    return (await response.json()) as StoredPush[];
  }

  /** From now on the stand-in answers 410 (gone) for this subscription. */
  async goAway(): Promise<void> {
    await fetch(`${this.serviceUrl}/gone/${this.id}`, { method: 'PUT' });
  }

  /** The plain text of an aes128gcm body encrypted for this subscription (one record). */
  decrypt(body: string): string {
    const data = Buffer.from(body, 'base64');
    const salt = data.subarray(0, 16);
    const idLength = data.readUInt8(20);
    const serverKey = data.subarray(21, 21 + idLength);
    const cipherText = data.subarray(21 + idLength);
    const shared = this.ecdh.computeSecret(serverKey);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.ecdh.getPublicKey(), serverKey]);
    const ikm = hmac(hmac(this.authSecret, shared), Buffer.concat([keyInfo, Buffer.from([1])]));
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01')).subarray(0, 12);
    const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(cipherText.subarray(-16));
    const padded = Buffer.concat([decipher.update(cipherText.subarray(0, -16)), decipher.final()]);
    // the last record ends with the delimiter 0x02, then zeros
    const end = padded.lastIndexOf(2);
    return padded.subarray(0, end).toString('utf8');
  }
}
