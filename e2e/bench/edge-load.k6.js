// k6 script of e2e/bench/edge-load.mjs: every virtual user asks for the shopper list as fast as it can.
// Settings come from the environment: TARGET (base URL), TOKEN, SUMMARY_FILE.
/* global __ENV */
import http from 'k6/http';
import { check } from 'k6';

const params = { headers: { authorization: `Bearer ${__ENV.TOKEN}`, 'accept-encoding': 'gzip' } };

export default function () {
  const response = http.get(`${__ENV.TARGET}/api/shoppers`, params);
  check(response, { 'status 200': (r) => r.status === 200 });
}

export function handleSummary(data) {
  return { [__ENV.SUMMARY_FILE]: JSON.stringify(data.metrics) };
}
