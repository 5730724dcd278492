// @ts-check
// End-to-end checks of running infrastructure: a write and read on each server, tokens from Keycloak, a mail.
import { MongoClient } from 'mongodb';
import nodemailer from 'nodemailer';
import { getPorts, loadEnv } from './env.mjs';
import { redisPing } from './probes.mjs';
import { loadDemoUsers } from './realm.mjs';
import { passwordGrant } from './token.mjs';

/**
 * @typedef {{ name: string, ok: boolean, detail: string }} CheckResult
 */

/**
 * Exercises each server: MongoDB insert, find and delete, JetStream enabled and healthy, Redis PING, password
 * grants for `testkaeufer` and `portaluser` (roles, name, email, vl in the token), and one mail through the
 * SMTP catcher.
 * @param {{ ports?: Partial<import('./env.mjs').InfraPorts>, settings?: Record<string, string> }} [options]
 * @returns {Promise<CheckResult[]>}
 */
export async function checkInfra(options = {}) {
  const settings = options.settings ?? loadEnv();
  const ports = { ...getPorts(settings), ...(options.ports ?? {}) };
  const issuer = `http://127.0.0.1:${ports.keycloak}/realms/${settings.KEYCLOAK_REALM || 'agecheck'}`;
  const natsMonitor = `http://127.0.0.1:${ports.natsMonitor}`;
  const smtpHttp = `http://127.0.0.1:${ports.smtpHttp}`;
  /** @type {Record<string, () => Promise<string>>} */
  const checks = {
    mongo: async () => {
      const client = await MongoClient.connect(`mongodb://127.0.0.1:${ports.mongo}`, {
        serverSelectionTimeoutMS: 3000,
      });
      try {
        const checks = client.db('infra_check').collection('checks');
        const { insertedId } = await checks.insertOne({ at: new Date(), by: 'infra check' });
        const found = await checks.findOne({ _id: insertedId });
        await checks.deleteOne({ _id: insertedId });
        if (!found) throw new Error('inserted document not found');
        return `insert/find/delete ok on mongodb://127.0.0.1:${ports.mongo}`;
      } finally {
        await client.close();
      }
    },
    nats: async () => {
      const health = await fetch(`${natsMonitor}/healthz?js-enabled-only=true`);
      if (!health.ok) throw new Error(`healthz: HTTP ${health.status} ${await health.text()}`);
      const jetStream = /** @type {{ disabled?: boolean, streams?: number }} */ (
        await (await fetch(`${natsMonitor}/jsz`)).json()
      );
      if (jetStream.disabled) throw new Error('JetStream is disabled');
      return `JetStream on, ${jetStream.streams ?? 0} streams`;
    },
    redis: async () => {
      if (!(await redisPing(`redis://127.0.0.1:${ports.redis}`))) throw new Error('no PONG');
      return 'PONG';
    },
    keycloak: async () => {
      const users = loadDemoUsers();
      const out = [];
      for (const username of ['testkaeufer', 'portaluser']) {
        const user = users.find((u) => u.username === username);
        const { payload } = await passwordGrant({ issuer, username, password: user?.password });
        const roles = payload.realm_access?.roles ?? [];
        for (const role of user?.roles ?? [])
          if (!roles.includes(role)) throw new Error(`${username}: role ${role} missing in ${roles}`);
        for (const claim of ['preferred_username', 'name', 'email'])
          if (!payload[claim]) throw new Error(`${username}: no ${claim}`);
        if (user?.vl !== undefined && payload.vl !== user.vl)
          throw new Error(`${username}: vl is ${payload.vl}, expected ${user.vl}`);
        out.push(`${username} [${roles.join(',')}]${payload.vl ? ` vl=${payload.vl}` : ''}`);
      }
      return `tokens ok: ${out.join('; ')}`;
    },
    smtp: async () => {
      const subject = `infra check ${Date.now()}`;
      const transport = nodemailer.createTransport({
        host: '127.0.0.1',
        port: ports.smtp,
        secure: false,
        ignoreTLS: true,
      });
      await transport.sendMail({
        from: 'check@agecheck.example',
        to: 'someone@agecheck.example',
        subject,
        text: 'Grüezi',
      });
      const list = /** @type {{ id: string }[]} */ (
        await (await fetch(`${smtpHttp}/messages?subject=${encodeURIComponent(subject)}`)).json()
      );
      if (!list[0]) throw new Error('mail not found in /messages');
      await fetch(`${smtpHttp}/messages/${list[0].id}`, { method: 'DELETE' });
      return 'mail sent, found and deleted';
    },
  };
  /** @type {CheckResult[]} */
  const results = [];
  for (const [name, check] of Object.entries(checks)) {
    try {
      results.push({ name, ok: true, detail: await check() });
    } catch (error) {
      results.push({ name, ok: false, detail: /** @type {Error} */ (error).message });
    }
  }
  return results;
}
