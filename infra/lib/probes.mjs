// Protocol-level readiness probes (no client libraries needed).
import net from 'node:net';

/**
 * Sends `request` over a fresh TCP connection and resolves with the bytes received until `complete`
 * says the answer is whole, the socket closes or `timeoutMs` passes.
 * @param {number} port
 * @param {string} host
 * @param {Buffer} request
 * @param {(buf: Buffer) => boolean} complete
 * @param {number} timeoutMs
 * @returns {Promise<Buffer>}
 */
function exchange(port, host, request, complete, timeoutMs) {
  return new Promise((resolve) => {
    /** @type {Buffer[]} */
    const chunks = [];
    const sock = net.connect({ port, host });
    const finish = () => {
      sock.destroy();
      resolve(Buffer.concat(chunks));
    };
    sock.setTimeout(timeoutMs, finish);
    sock.once('connect', () => sock.write(request));
    sock.on('data', (c) => {
      chunks.push(c);
      if (complete(Buffer.concat(chunks))) finish();
    });
    sock.once('error', finish);
    sock.once('close', finish);
  });
}

/**
 * Encodes a flat BSON document with string and int32 values.
 * @param {Record<string, string | number>} doc
 * @returns {Buffer}
 */
function bson(doc) {
  /** @type {Buffer[]} */
  const parts = [];
  for (const [k, v] of Object.entries(doc)) {
    const name = Buffer.from(`${k}\0`, 'utf8');
    if (typeof v === 'number') {
      const b = Buffer.alloc(4);
      b.writeInt32LE(v);
      parts.push(Buffer.from([0x10]), name, b);
    } else {
      const s = Buffer.from(`${v}\0`, 'utf8');
      const len = Buffer.alloc(4);
      len.writeInt32LE(s.length);
      parts.push(Buffer.from([0x02]), name, len, s);
    }
  }
  const body = Buffer.concat(parts);
  const size = Buffer.alloc(4);
  size.writeInt32LE(4 + body.length + 1);
  return Buffer.concat([size, body, Buffer.from([0])]);
}

/**
 * Value of the top-level field `ok` of a BSON document (numbers only), or undefined.
 * @param {Buffer} buf
 * @param {number} start offset of the document
 * @returns {number | undefined}
 */
function bsonOk(buf, start) {
  const end = start + buf.readInt32LE(start) - 1;
  let i = start + 4;
  while (i < end) {
    const type = buf[i++];
    const nameEnd = buf.indexOf(0, i);
    const name = buf.toString('utf8', i, nameEnd);
    i = nameEnd + 1;
    if (name === 'ok') {
      if (type === 0x01) return buf.readDoubleLE(i);
      if (type === 0x10) return buf.readInt32LE(i);
      if (type === 0x12) return Number(buf.readBigInt64LE(i));
      return undefined;
    }
    /** @type {Record<number, number>} */
    const fixed = { 0x01: 8, 0x07: 12, 0x08: 1, 0x09: 8, 0x0a: 0, 0x10: 4, 0x11: 8, 0x12: 8, 0x13: 16 };
    if (type in fixed) i += fixed[type];
    else if (type === 0x02) i += 4 + buf.readInt32LE(i);
    else if (type === 0x03 || type === 0x04) i += buf.readInt32LE(i);
    else if (type === 0x05) i += 4 + 1 + buf.readInt32LE(i);
    else return undefined;
  }
  return undefined;
}

/**
 * MongoDB wire protocol check: sends `{ ping: 1 }` as OP_MSG to the admin database and expects `ok: 1`.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export async function mongoPing(port, host = '127.0.0.1', timeoutMs = 2000) {
  const doc = bson({ ping: 1, $db: 'admin' });
  const header = Buffer.alloc(16);
  const flags = Buffer.alloc(4);
  const msgLen = 16 + 4 + 1 + doc.length;
  header.writeInt32LE(msgLen, 0);
  header.writeInt32LE(1, 4); // requestID
  header.writeInt32LE(0, 8); // responseTo
  header.writeInt32LE(2013, 12); // OP_MSG
  const reply = await exchange(
    port,
    host,
    Buffer.concat([header, flags, Buffer.from([0]), doc]),
    (b) => b.length >= 4 && b.length >= b.readInt32LE(0),
    timeoutMs,
  );
  if (
    reply.length < 21 ||
    reply.length < reply.readInt32LE(0) ||
    reply.readInt32LE(12) !== 2013 ||
    reply[20] !== 0
  )
    return false;
  try {
    return bsonOk(reply, 21) === 1;
  } catch {
    return false;
  }
}

/**
 * Redis check: `PING` answers `+PONG`.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export async function redisPing(port, host = '127.0.0.1', timeoutMs = 2000) {
  const reply = await exchange(port, host, Buffer.from('PING\r\n'), (b) => b.includes('\r\n'), timeoutMs);
  return reply.toString('utf8').startsWith('+PONG');
}

/**
 * SMTP check: the server greets with `220`.
 * @param {number} port
 * @param {string} [host]
 * @param {number} [timeoutMs]
 * @returns {Promise<boolean>}
 */
export async function smtpGreeting(port, host = '127.0.0.1', timeoutMs = 2000) {
  const reply = await exchange(port, host, Buffer.from(''), (b) => b.includes('\r\n'), timeoutMs);
  return reply.toString('utf8').startsWith('220');
}
