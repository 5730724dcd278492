import type { Access } from './access';
import { ownerOfPath, SERVICE_APPS } from '../apps/apps';

/** The roles that upload and view evidence: field staff and the back office. */
const FILE_USERS = ['testkaeufer', 'detektiv', 'promocheck', 'planung'] as const;
/** Who records time: test buyers, detectives and admin (field-app spec, section 2, L46–47; checklist A.11). */
const TIME_USERS = ['testkaeufer', 'detektiv', 'admin'] as const;
/** Who reads customers and regions: the field's time users and the back office (checklist A.8 decision). */
const TIME_READERS = ['testkaeufer', 'detektiv', 'planung'] as const;

/**
 * Every endpoint of the platform with who may call it, keyed `METHOD /path` with `:param` segments exactly as
 * the owning app serves it (the app manifest's path prefixes tell which app that is; `/health/*` is served
 * by every app). A controller declares its endpoints with `@Endpoint('<key>')` (packages/nest-common), which
 * takes both the route and its access from here, so they cannot differ; each app's unit test checks that
 * every route it serves is listed here and that it serves every endpoint listed for it.
 */
export const ENDPOINTS = {
  // Every app
  'GET /health/live': 'public',
  'GET /health/ready': 'public',
  /** The app's own API description (the gateway merges the services' into `GET /api/openapi.json`). */
  'GET /openapi.json': 'public',

  // Gateway: the shell's configuration, identity (field-app spec, section 7) and the protocol (back-office spec, section 7)
  'GET /config/shell.json': 'public',
  'GET /api/openapi.json': 'public',
  'GET /api/settings/check': 'public',
  'GET /api/users/me': true,
  'GET /api/settings/user': true,
  'PUT /api/users/:id/settings': true,
  'GET /api/users': 'planung',
  /** Users administration (D.1) and the password change (D.3), issue 20. */
  'GET /api/users/admin': 'admin',
  'POST /api/users': 'admin',
  'POST /api/users/update': 'admin',
  'DELETE /api/users/:id': 'admin',
  'PUT /api/users/:id/password': true,
  /** Web Push (D.9, decision D-C15): one's own subscription or marker only; the service checks the id. */
  'PUT /api/users/:id/push': true,
  'GET /api/users/:id/push': true,
  'GET /api/protocols': 'admin',
  /** The dashboard, composed from the services' parts (field-app spec, sections 2 and 7). */
  'GET /api/dashboard': true,
  /** In-app mail, owned by the gateway (field-app spec, sections 2 and 7; checklist D.4, decisions D-C9 to D-C11). */
  'GET /api/mails': true,
  'GET /api/mails/unread': true,
  'GET /api/mails/recipients': true,
  'POST /api/mails': true,
  'PUT /api/mails/:id': true,
  'DELETE /api/mails/:id': true,
  /**
   * The e-forms (F§2 L52, checklist D.6, decision D-C14): a test buyer's forms with signed addresses; the form
   * provider checks a form's token without a login: the gateway signed it, and refuses it (403) when it is
   * missing, altered or expired.
   */
  'GET /api/eforms': 'testkaeufer',
  'GET /api/eforms/verify': 'signed',

  // svc-purchases: shoppers (field-app spec, sections 5 to 7; back-office spec, "Shopper administration")
  'GET /api/shoppers': ['testkaeufer', 'planung'],
  'GET /api/shoppers/all': 'planung',
  'GET /api/shoppers/byUser/:userID': ['testkaeufer', 'planung'],
  'GET /api/shoppers/:id': ['testkaeufer', 'planung'],
  'POST /api/shoppers': ['testkaeufer', 'planung'],
  'DELETE /api/shoppers/:id': ['testkaeufer', 'planung'],

  // svc-purchases: test purchases (field-app spec, sections 2, 4 and 7): field staff their own, planners all
  'GET /api/purchases/completed': 'testkaeufer',
  'GET /api/purchases/delayed': 'testkaeufer',
  /** The tests of the caller's shoppers at a store: the wizard's tester protection warning (issue 7). */
  'GET /api/purchases/shopperTests/:storeID': 'testkaeufer',
  'GET /api/purchases/:id': ['testkaeufer', 'planung'],
  'PUT /api/purchases/:id': ['testkaeufer', 'planung'],
  /** Field staff delete their own purchases; someone else's only admin (back-office spec, sections 2 and 6). */
  'DELETE /api/purchases/:id': ['testkaeufer', 'admin'],

  // svc-purchases: the back office's purchase lists (back-office spec, sections 2, 6 and 7): all purchases
  // (paged, searched) for admin, the purchases overview's date range for planung
  'GET /api/purchases': 'admin',
  'GET /api/purchases/page/:page': 'admin',
  'GET /api/purchases/search/:term': 'admin',
  'GET /api/purchases/byDate/:from/:to': 'planung',

  // svc-purchases: the daily analysis (back-office spec, sections 2 and 7: "analyze with sID and date") and
  // the insight page over its read model (issue 8)
  'GET /api/purchases/analyze/:date': 'planung',
  'GET /api/purchases/analyze/:date/:sID': 'planung',
  'POST /api/purchases/insight': 'planung',

  // svc-purchases: control of test purchases (back-office spec, sections 2, 4 and 5; issue 8, decision 0026)
  'GET /api/purchases/control/list': 'planung',
  'GET /api/purchases/control/:id/history': 'planung',
  'PUT /api/purchases/control/:id': 'planung',
  'POST /api/purchases/control/:id/rejectReason': 'planung',

  // svc-purchases: rounds (field-app spec, section 7): a test buyer's own open list; planners anyone's
  'GET /api/sprints/find/openByUser/:userID': ['testkaeufer', 'planung'],
  'POST /api/sprints/export/openByUser': ['testkaeufer', 'planung'],
  // svc-purchases: rounds of the back office (back-office spec, sections 2 and 7; paths of decision 0027):
  // planners list, archive and restore rounds and delete single stores; deleting a whole round and assigning
  // a test buyer are admin only (section 6)
  'GET /api/sprints': 'planung',
  'PUT /api/sprints/:sprintListID': 'planung',
  'POST /api/sprints/delete': 'admin',
  'GET /api/sprints/items/bySprintListID/:sprintListID': 'planung',
  'GET /api/sprints/items/:id/purchases': 'planung',
  'PUT /api/sprints/items/:id': 'admin',
  'DELETE /api/sprints/items/:id': 'planung',
  // re-tests of failed stores (issue 8, decision 0028): proposed to planners, switched off by an admin
  'POST /api/sprints/:sprintListID/retests': 'planung',

  // svc-purchases: stores (field-app spec, sections 2, 5 and 7): the field's test buyers, planners see all
  'GET /api/stores/byID/:id': ['testkaeufer', 'planung'],
  'GET /api/stores/:api/:spamia/byVST/:vst': ['testkaeufer', 'planung'],
  'GET /api/stores/errors/:id': ['testkaeufer', 'planung'],
  'POST /api/stores/search': ['testkaeufer', 'planung'],
  'GET /api/dashboard/geo/:storeType/:lat/:lng': ['testkaeufer', 'planung'],
  // svc-purchases: the back office's stores (back-office spec, sections 2, 6 and 7: stores are admin only)
  'GET /api/stores': 'admin',
  'GET /api/stores/page/:n': 'admin',
  'PUT /api/stores/:id': 'admin',
  // svc-purchases: the global admin settings (back-office spec, sections 2, 3 and 7): everyone signed in reads
  // them (the wizard obeys checkStoreTypes), admin changes them
  'GET /api/adminSettings': true,
  'PUT /api/adminSettings': 'admin',
  // svc-exports: the geocoder behind its port (back-office spec, sections 2 and 7; the edit dialog's place search)
  'GET /api/stores/geocode/places': 'admin',
  /** The geocoding job of the settings page and its counters (back-office spec, sections 2 and 7). */
  'GET /api/stores/geocode': 'admin',
  'POST /api/stores/geocode': 'admin',

  // svc-purchases: articles, categories, instructions, feedbacks (field-app spec, sections 3, 5 and 7)
  'GET /api/articles': ['testkaeufer', 'planung'],
  'GET /api/articleCategory': ['testkaeufer', 'planung'],
  'GET /api/instructions/:type/:lang': ['testkaeufer', 'planung'],
  'POST /api/feedbacks': ['testkaeufer', 'planung'],

  // svc-purchases: catalogue administration (back-office spec, sections 2, 5 and 6; section 7 names only the
  // resources Article, ArticleCategory, Instruction, Feedback: the paths are decision 0024's)
  'POST /api/articles': 'admin',
  'PUT /api/articles/:id': 'admin',
  'DELETE /api/articles/:id': 'admin',
  'POST /api/articleCategory': 'admin',
  'PUT /api/articleCategory/:id': 'admin',
  'DELETE /api/articleCategory/:id': 'admin',
  'GET /api/instructions': 'planung',
  'POST /api/instructions': 'planung',
  'PUT /api/instructions/:id': 'planung',
  'DELETE /api/instructions/:id': 'planung',
  'GET /api/feedbacks': 'planung',
  /** A feedback marked done: it leaves the list ("a done button removes an entry"). */
  'DELETE /api/feedbacks/:id': 'planung',

  // svc-timetrack: time records (field-app spec, sections 2, 4 and 7; back-office spec, sections 2, 4 and 7;
  // checklist A.9 #1–6, A.11): the owner their own (never a locked one), admin all. There is no POST: the phone
  // makes the id and the PUT creates the record (decision A-C4). Admin lists all, paged, and reviews (A-C11).
  'GET /api/timetrack/all': TIME_USERS,
  'GET /api/timetrack/getOpen': TIME_USERS,
  'GET /api/timetrack/admin/page/:page': 'admin',
  /** Marks one record or a selection reviewed, or takes the mark back (R-T16, decision A-C11). */
  'PUT /api/timetrack/admin/review': 'admin',
  'GET /api/timetrack/:id': TIME_USERS,
  'PUT /api/timetrack/:id': TIME_USERS,
  'DELETE /api/timetrack/:id': TIME_USERS,

  // svc-timetrack: customers and the three kinds of region (checklist A.8, A.9 #7–22): the field reads the
  // customers, surveillance and test-purchase regions (F§7 L208–209), the Valora regions only admin (A-C3);
  // admin writes them all (B§6 L146).
  'GET /api/timetrack/kunden': TIME_READERS,
  'POST /api/timetrack/kunden': 'admin',
  'PUT /api/timetrack/kunden/:id': 'admin',
  'DELETE /api/timetrack/kunden/:id': 'admin',
  'GET /api/timetrack/regionen': TIME_READERS,
  'POST /api/timetrack/regionen': 'admin',
  'PUT /api/timetrack/regionen/:id': 'admin',
  'DELETE /api/timetrack/regionen/:id': 'admin',
  'GET /api/promoCheck/regionen': 'admin',
  'POST /api/promoCheck/regionen': 'admin',
  'PUT /api/promoCheck/regionen/:id': 'admin',
  'DELETE /api/promoCheck/regionen/:id': 'admin',
  'GET /api/tk/regionen': TIME_READERS,
  'POST /api/tk/regionen': 'admin',
  'PUT /api/tk/regionen/:id': 'admin',
  'DELETE /api/tk/regionen/:id': 'admin',

  // svc-files: images, receipts and signatures (field-app spec, sections 5, 7 and 9; back-office spec,
  // section 7). Field staff upload evidence, the back office too; who reads which file is decided per file
  // (canReadFile: the uploader, planung and admin; docs/decisions/0013-serving-files.md).
  'POST /api/images': FILE_USERS,
  'POST /api/signature': FILE_USERS,
  'GET /api/images/:name': FILE_USERS,
  'GET /api/images/byID/:type/:id': FILE_USERS,
  /** The bytes behind a short-lived signed link that `GET /api/images/:name` answers. */
  'GET /api/images/file/:name': 'signed',

  // svc-files: downloads and their categories (F§2 L51, F§7 L214; B§2 L81, B§7 L187; checklist D.5): any
  // signed-in user lists the categories and the downloads of their roles (canSeeDownload), admin writes.
  'GET /api/download/categories': true,
  'POST /api/download/categories': 'admin',
  'PUT /api/download/categories/:id': 'admin',
  'DELETE /api/download/categories/:id': 'admin',
  'GET /api/downloads': true,
  'POST /api/downloads': 'admin',
  'PUT /api/downloads/:id': 'admin',
  'DELETE /api/downloads/:id': 'admin',
  /** A download's file (pdf, xlsx, docx, png or jpg, at most 20 MB, checked by content); answers `file`. */
  'POST /api/downloads/upload': 'admin',
  /** The bytes behind the short-lived signed link `GET /api/downloads` answers for each download (D-C12). */
  'GET /api/downloads/file/:name': 'signed',

  // svc-exports: the long jobs (issue 8; docs/decisions, the jobs of svc-exports). Anyone signed in may ask;
  // the service answers only the user who started the job, or an admin.
  'GET /api/exports/jobs/:id': true,

  // svc-exports: the PDF report of a purchase (back-office spec, sections 2, 7 and 9; issue 8), made from
  // svc-exports' purchase rows with the pictures read from svc-files as the caller (decision 0020)
  'GET /api/exports/rapport/:id': 'planung',
  /** The purchases-overview export (back-office spec, section 2) as a job; its file once the job is done. */
  'POST /api/purchases/export/overview': 'planung',
  /** The file of a finished export job: the purchases overview (planung), a time export (its user, admin). */
  'GET /api/exports/jobs/:id/file': ['planung', 'testkaeufer', 'detektiv'],

  // svc-exports: the time exports over its time-tracking rows (checklist A.7, A.9 #23–30; decision 0034):
  // the check answers at once, the exports answer a job id. Admin; a test buyer or detective their own month.
  'POST /api/timetrack/check/tt': 'admin',
  'POST /api/timetrack/export/tt/admin': 'admin',
  /** The payouts to the young test buyers (A.7: shopper, user, date, hours, payout, signature). */
  'POST /api/timetrack/export/jtk': 'admin',
  /** The payroll csv: one line per user with the period's records, hours, payouts and expenses. */
  'POST /api/timetrack/export/salary': 'admin',
  /** The VL signatures of one region (pdf; the region required, B§5 L140). */
  'POST /api/timetrack/export/vl': 'admin',
  /** The invoices, one per surveillance region or the chosen one's (pdf). */
  'POST /api/timetrack/export/bill': 'admin',
  /** The records, hours and expenses per region and customer kind (xlsx). */
  'POST /api/timetrack/export/stats': 'admin',
  'POST /api/timetrack/export/tt/user': TIME_USERS,

  // The store import (back-office spec, sections 2 "Import" and 7; decision 0025): the workbook is uploaded
  // to svc-exports, then `POST api/stores/{type}` (svc-purchases) starts the import job there.
  'POST /api/stores/upload': 'planung',
  'GET /api/stores/upload/template': 'planung',
  'POST /api/stores/:type': 'planung',
} as const satisfies Record<string, Access>;

export type EndpointKey = keyof typeof ENDPOINTS;

export const HTTP_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
export type HttpMethod = (typeof HTTP_METHODS)[number];

/** The method and path of an endpoint key. */
export function parseEndpointKey(key: string): { method: HttpMethod; path: string } {
  const [method = '', path = ''] = key.split(' ');
  if (!HTTP_METHODS.includes(method as HttpMethod) || !/^\/\S*$/.test(path) || key !== `${method} ${path}`)
    throw new Error(`not an endpoint key: ${key}`);
  return { method: method as HttpMethod, path };
}

/** The key of an endpoint from its method and path (trailing slashes dropped). */
export function endpointKey(method: string, path: string): string {
  const normalized = `/${path.split('/').filter(Boolean).join('/')}`;
  return `${method.toUpperCase()} ${normalized}`;
}

/**
 * The endpoint of the table that serves a request (`:param` matches one non-empty segment; of several
 * matches the one with the most literal segments wins), or undefined.
 */
export function endpointAt(method: string, path: string): EndpointKey | undefined {
  const segments = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  let best: { key: EndpointKey; literals: number } | undefined;
  for (const key of Object.keys(ENDPOINTS) as EndpointKey[]) {
    const parsed = parseEndpointKey(key);
    if (parsed.method !== method.toUpperCase()) continue;
    const pattern = parsed.path.split('/').filter(Boolean);
    if (pattern.length !== segments.length) continue;
    if (!pattern.every((part, index) => part.startsWith(':') || part === segments[index])) continue;
    const literals = pattern.filter((part) => !part.startsWith(':')).length;
    if (!best || literals > best.literals) best = { key, literals };
  }
  return best?.key;
}

/**
 * The endpoint keys an app must serve: `/health/*` and `/openapi.json` everywhere, the rest by the app
 * manifest's path prefixes.
 */
export function endpointsServedBy(appName: string): EndpointKey[] {
  return (Object.keys(ENDPOINTS) as EndpointKey[]).filter((key) => {
    const { path } = parseEndpointKey(key);
    if (path.startsWith('/health/') || path === '/openapi.json') return true;
    return (ownerOfPath(SERVICE_APPS, path)?.name ?? 'gateway') === appName;
  });
}
