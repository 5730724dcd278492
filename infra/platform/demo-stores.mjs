// @ts-check
// Demo stores, articles with their categories and store instructions: generated deterministically (the same
// ids and values on every run), so a test or a demo round can name a store, and loading twice changes
// nothing. They are written straight into svc-purchases' database with idempotent upserts through the
// mongodb client, because the platform has no endpoint that writes stores or articles yet (their admin
// screens and the store import come in a later issue); the loader keeps what the platform itself changes
// (a store's counters and errors) when it runs again.
import { MongoClient, ObjectId } from 'mongodb';

/** svc-purchases' database (packages/contracts/src/apps/apps.json) and its collections. */
const DATABASE = 'purchases';
const WRITE_BATCH = 50;
/** MongoDB's error code for dropping a collection that is not there. */
const NAMESPACE_NOT_FOUND = 26;

/**
 * Towns across every canton and language region: postcode, town, canton, centre (WGS 84), how far (km) its
 * stores spread around the centre (small near a border, so that every store lies inside Switzerland),
 * language, phone area code, region and sales region (vl).
 * @typedef {{ plz: string, city: string, kanton: string, lat: number, lng: number, spread: number,
 *   lang: 'de' | 'fr' | 'it', area: string, region: string }} Town
 */
/** @type {Town[]} */
export const TOWNS = [
  ['8001', 'Zürich', 'ZH', 47.3717, 8.5423, 3, 'de', '44', 'Zürich'],
  ['8400', 'Winterthur', 'ZH', 47.4988, 8.7237, 2, 'de', '52', 'Zürich'],
  ['8600', 'Dübendorf', 'ZH', 47.3972, 8.6186, 1, 'de', '44', 'Zürich'],
  ['8610', 'Uster', 'ZH', 47.3471, 8.7209, 1, 'de', '44', 'Zürich'],
  ['8800', 'Thalwil', 'ZH', 47.2953, 8.5635, 1, 'de', '44', 'Zürich'],
  ['3011', 'Bern', 'BE', 46.948, 7.4474, 2.5, 'de', '31', 'Bern'],
  ['2502', 'Biel/Bienne', 'BE', 47.1368, 7.2468, 1.5, 'de', '32', 'Bern'],
  ['3600', 'Thun', 'BE', 46.758, 7.628, 1.5, 'de', '33', 'Bern'],
  ['3400', 'Burgdorf', 'BE', 47.0557, 7.6276, 1, 'de', '34', 'Bern'],
  ['4051', 'Basel', 'BS', 47.5596, 7.5886, 1, 'de', '61', 'Nordwestschweiz'],
  ['4410', 'Liestal', 'BL', 47.4847, 7.7341, 1, 'de', '61', 'Nordwestschweiz'],
  ['5000', 'Aarau', 'AG', 47.3925, 8.0442, 1.5, 'de', '62', 'Nordwestschweiz'],
  ['5400', 'Baden', 'AG', 47.4733, 8.306, 1.5, 'de', '56', 'Nordwestschweiz'],
  ['4500', 'Solothurn', 'SO', 47.2088, 7.5323, 1.5, 'de', '32', 'Nordwestschweiz'],
  ['4600', 'Olten', 'SO', 47.35, 7.9033, 1.5, 'de', '62', 'Nordwestschweiz'],
  ['6003', 'Luzern', 'LU', 47.0502, 8.3093, 2, 'de', '41', 'Zentralschweiz'],
  ['6300', 'Zug', 'ZG', 47.1662, 8.5155, 1.5, 'de', '41', 'Zentralschweiz'],
  ['6430', 'Schwyz', 'SZ', 47.0207, 8.653, 1, 'de', '41', 'Zentralschweiz'],
  ['6460', 'Altdorf', 'UR', 46.8805, 8.6444, 1, 'de', '41', 'Zentralschweiz'],
  ['6370', 'Stans', 'NW', 46.958, 8.3659, 1, 'de', '41', 'Zentralschweiz'],
  ['6060', 'Sarnen', 'OW', 46.896, 8.2461, 1, 'de', '41', 'Zentralschweiz'],
  ['9000', 'St. Gallen', 'SG', 47.4245, 9.3767, 2, 'de', '71', 'Ostschweiz'],
  ['8640', 'Rapperswil-Jona', 'SG', 47.2266, 8.8184, 1, 'de', '55', 'Ostschweiz'],
  ['8500', 'Frauenfeld', 'TG', 47.5536, 8.8987, 1.5, 'de', '52', 'Ostschweiz'],
  ['8200', 'Schaffhausen', 'SH', 47.6973, 8.6349, 1, 'de', '52', 'Ostschweiz'],
  ['7000', 'Chur', 'GR', 46.8508, 9.532, 1.5, 'de', '81', 'Ostschweiz'],
  ['7500', 'St. Moritz', 'GR', 46.4908, 9.8355, 1, 'de', '81', 'Ostschweiz'],
  ['9100', 'Herisau', 'AR', 47.3861, 9.2792, 1, 'de', '71', 'Ostschweiz'],
  ['9050', 'Appenzell', 'AI', 47.331, 9.4093, 1, 'de', '71', 'Ostschweiz'],
  ['8750', 'Glarus', 'GL', 47.0404, 9.0672, 1, 'de', '55', 'Ostschweiz'],
  ['1003', 'Lausanne', 'VD', 46.5197, 6.6323, 2, 'fr', '21', 'Romandie'],
  ['1800', 'Vevey', 'VD', 46.4628, 6.8419, 1, 'fr', '21', 'Romandie'],
  ['1400', 'Yverdon-les-Bains', 'VD', 46.7785, 6.6411, 1, 'fr', '24', 'Romandie'],
  ['1201', 'Genève', 'GE', 46.2044, 6.1432, 1.5, 'fr', '22', 'Romandie'],
  ['1227', 'Carouge', 'GE', 46.1817, 6.1394, 0.8, 'fr', '22', 'Romandie'],
  ['1700', 'Fribourg', 'FR', 46.8065, 7.162, 1.5, 'fr', '26', 'Romandie'],
  ['1630', 'Bulle', 'FR', 46.6193, 7.0577, 1, 'fr', '26', 'Romandie'],
  ['2000', 'Neuchâtel', 'NE', 46.99, 6.9293, 1.5, 'fr', '32', 'Romandie'],
  ['2300', 'La Chaux-de-Fonds', 'NE', 47.0999, 6.8259, 1, 'fr', '32', 'Romandie'],
  ['2800', 'Delémont', 'JU', 47.3649, 7.3445, 1, 'fr', '32', 'Romandie'],
  ['1950', 'Sion', 'VS', 46.2331, 7.3606, 1.5, 'fr', '27', 'Romandie'],
  ['1920', 'Martigny', 'VS', 46.1028, 7.0724, 1, 'fr', '27', 'Romandie'],
  ['3900', 'Brig', 'VS', 46.3159, 7.9877, 1, 'de', '27', 'Romandie'],
  ['6900', 'Lugano', 'TI', 46.0037, 8.9511, 1.5, 'it', '91', 'Tessin'],
  ['6500', 'Bellinzona', 'TI', 46.1946, 9.0244, 1.5, 'it', '91', 'Tessin'],
  ['6600', 'Locarno', 'TI', 46.167, 8.7943, 1, 'it', '91', 'Tessin'],
  ['6850', 'Mendrisio', 'TI', 45.8704, 8.9817, 0.8, 'it', '91', 'Tessin'],
].map(([plz, city, kanton, lat, lng, spread, lang, area, region]) => ({
  plz: String(plz),
  city: String(city),
  kanton: String(kanton),
  lat: Number(lat),
  lng: Number(lng),
  spread: Number(spread),
  lang: /** @type {'de' | 'fr' | 'it'} */ (lang),
  area: String(area),
  region: String(region),
}));

/** Street names as they are written in each language region. */
const STREETS = {
  de: [
    'Bahnhofstrasse',
    'Hauptstrasse',
    'Dorfstrasse',
    'Seestrasse',
    'Kirchgasse',
    'Industriestrasse',
    'Poststrasse',
    'Marktgasse',
    'Zürcherstrasse',
    'Bernstrasse',
    'Schulhausstrasse',
    'Gewerbestrasse',
  ],
  fr: [
    'Rue de la Gare',
    'Avenue de la Gare',
    'Rue du Marché',
    'Grand-Rue',
    'Route de Lausanne',
    'Rue du Lac',
    'Rue Centrale',
    'Chemin des Vignes',
    'Avenue de France',
    'Rue de l’Industrie',
  ],
  it: [
    'Via Cantonale',
    'Via Stazione',
    'Piazza Grande',
    'Via San Gottardo',
    'Corso Elvezia',
    'Via Nassa',
    'Via Lugano',
    'Via Industria',
  ],
};

/**
 * The Migros cooperative of each canton (spamia_type of a Migros store).
 * @type {Record<string, string>}
 */
const MIGROS_COOPERATIVE = {
  ZH: 'Zürich',
  GL: 'Zürich',
  BE: 'Aare',
  AG: 'Aare',
  SO: 'Aare',
  SG: 'Ostschweiz',
  TG: 'Ostschweiz',
  SH: 'Ostschweiz',
  GR: 'Ostschweiz',
  AR: 'Ostschweiz',
  AI: 'Ostschweiz',
  LU: 'Luzern',
  ZG: 'Luzern',
  SZ: 'Luzern',
  UR: 'Luzern',
  NW: 'Luzern',
  OW: 'Luzern',
  BS: 'Basel',
  BL: 'Basel',
  GE: 'Genève',
  VD: 'Vaud',
  NE: 'Neuchâtel-Fribourg',
  FR: 'Neuchâtel-Fribourg',
  JU: 'Neuchâtel-Fribourg',
  TI: 'Ticino',
  VS: 'Valais',
};

/** The cantons of the Loterie Romande; Swisslos sells lottery tickets in the others. */
const ROMANDIE = ['GE', 'VD', 'NE', 'FR', 'JU', 'VS'];

/**
 * Opening hours as periods (day 0 is Sunday): the same hours on the given days, closing after midnight when
 * the close is not later than the open.
 * @param {number[]} days
 * @param {string} open HHmm
 * @param {string} close HHmm
 */
function hours(days, open, close) {
  return days.map((day) => ({
    open: { day, time: open },
    close: { day: close <= open ? (day + 1) % 7 : day, time: close },
  }));
}
const WEEKDAYS = [1, 2, 3, 4, 5];
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
/** A retail shop: Monday to Friday, shorter on Saturday, closed on Sunday. */
const shopHours = (close = '1900', saturdayClose = '1800') => [
  ...hours(WEEKDAYS, '0800', close),
  ...hours([6], '0800', saturdayClose),
];

/**
 * Every store type: how often it occurs, its name, what it is, where it is, and its opening hours (a
 * function of the store's index, so petrol stations differ: some close after midnight, some never close).
 * @typedef {{ type: string, count: number, name: (town: Town, street: string) => string, art: string,
 *   format: (index: number) => string, location: (index: number) => string, cantons?: string[],
 *   hours: (index: number) => Array<{ open: { day: number, time: string }, close?: { day: number, time: string } }> }} StoreKind
 */
/** @type {StoreKind[]} */
const KINDS = [
  {
    type: 'coop',
    count: 60,
    name: (town, street) => `Coop ${town.city} ${street}`,
    art: 'Supermarkt',
    format: (i) => ['S', 'M', 'L', 'XL', 'Megastore'][i % 5] ?? 'M',
    location: (i) => ['Zentrum', 'Quartier', 'Einkaufszentrum'][i % 3] ?? 'Zentrum',
    hours: (i) => (i % 4 === 0 ? shopHours('2000', '1800') : shopHours('1900', '1700')),
  },
  {
    type: 'cooppronto',
    count: 20,
    name: (town, street) => `Coop Pronto ${town.city} ${street}`,
    art: 'Convenience',
    format: (i) => (i % 2 ? 'Tankstellenshop' : 'Shop'),
    location: (i) => (i % 2 ? 'Tankstelle' : 'Bahnhof'),
    hours: (i) => (i % 3 === 0 ? hours(EVERY_DAY, '0600', '0100') : hours(EVERY_DAY, '0600', '2300')),
  },
  {
    type: 'spamia',
    count: 50,
    name: (town, street) => `Migros ${town.city} ${street}`,
    art: 'Supermarkt',
    format: (i) => ['M', 'MM', 'MMM'][i % 3] ?? 'M',
    location: (i) => ['Zentrum', 'Quartier', 'Einkaufszentrum'][i % 3] ?? 'Zentrum',
    hours: (i) => (i % 3 === 0 ? shopHours('2000', '1800') : shopHours('1900', '1800')),
  },
  {
    type: 'eov',
    count: 16,
    name: (town, street) =>
      `${['Volg', 'Spar', 'Denner Satellit'][town.plz.charCodeAt(1) % 3]} ${town.city} ${street}`,
    art: 'Dorfladen',
    format: () => 'S',
    location: () => 'Dorfzentrum',
    hours: () => [
      ...hours(WEEKDAYS, '0700', '1230'),
      ...hours(WEEKDAYS, '1400', '1830'),
      ...hours([6], '0700', '1600'),
    ],
  },
  {
    type: 'kiosk',
    count: 24,
    name: (town, street) => `k kiosk ${town.city} ${street}`,
    art: 'Kiosk',
    format: () => 'Kiosk',
    location: (i) => (i % 2 ? 'Bahnhof' : 'Zentrum'),
    hours: (i) => (i % 2 ? hours(EVERY_DAY, '0530', '2200') : [...hours([1, 2, 3, 4, 5, 6], '0630', '1900')]),
  },
  {
    type: 'avec',
    count: 16,
    name: (town) => `avec ${town.city} Bahnhof`,
    art: 'Convenience',
    format: () => 'Bahnhofshop',
    location: () => 'Bahnhof',
    hours: () => hours(EVERY_DAY, '0600', '2200'),
  },
  {
    type: 'bp',
    count: 14,
    name: (town, street) => `BP ${town.city} ${street}`,
    art: 'Tankstellenshop',
    format: () => 'Tankstellenshop',
    location: (i) => (i % 3 === 0 ? 'Autobahn' : 'Tankstelle'),
    hours: (i) => (i % 3 === 0 ? [{ open: { day: 0, time: '0000' } }] : hours(EVERY_DAY, '0600', '2200')),
  },
  {
    type: 'andere',
    count: 14,
    name: (town, street) =>
      `${['Denner', 'Aldi Suisse', 'Lidl'][town.plz.charCodeAt(2) % 3]} ${town.city} ${street}`,
    art: 'Discounter',
    format: () => 'M',
    location: () => 'Quartier',
    hours: () => shopHours('2000', '1800'),
  },
  {
    type: 'socar',
    count: 12,
    name: (town, street) => `SOCAR ${town.city} ${street}`,
    art: 'Tankstellenshop',
    format: () => 'Tankstellenshop',
    location: () => 'Tankstelle',
    hours: (i) => (i % 2 ? hours(EVERY_DAY, '0600', '0100') : hours(EVERY_DAY, '0500', '2300')),
  },
  {
    type: 'migrolino',
    count: 14,
    name: (town, street) => `migrolino ${town.city} ${street}`,
    art: 'Convenience',
    format: () => 'Shop',
    location: (i) => (i % 2 ? 'Bahnhof' : 'Zentrum'),
    hours: () => hours(EVERY_DAY, '0600', '2200'),
  },
  {
    type: 'migrolinonk',
    count: 10,
    name: (town, street) => `migrolino ${town.city} ${street} (Tankstelle)`,
    art: 'Tankstellenshop',
    format: () => 'Tankstellenshop',
    location: () => 'Tankstelle',
    hours: (i) => (i % 2 ? hours(EVERY_DAY, '0600', '0030') : hours(EVERY_DAY, '0600', '2300')),
  },
  {
    type: 'topshop',
    count: 10,
    name: (town, street) => `TopShop ${town.city} ${street}`,
    art: 'Tankstellenshop',
    format: () => 'Tankstellenshop',
    location: () => 'Tankstelle',
    hours: () => hours(EVERY_DAY, '0600', '2300'),
  },
  {
    type: 'landilacote',
    count: 10,
    name: (town) => `LANDI ${town.city}`,
    art: 'Fachmarkt',
    format: () => 'L',
    location: () => 'Gewerbegebiet',
    hours: () => shopHours('1900', '1700'),
  },
  {
    type: 'swisslos',
    count: 20,
    name: (town, street) => `Swisslos-Verkaufsstelle ${town.city} ${street}`,
    art: 'Verkaufsstelle',
    format: () => 'Lotto-Toto',
    location: () => 'Zentrum',
    cantons: Object.keys(MIGROS_COOPERATIVE).filter((canton) => !ROMANDIE.includes(canton)),
    hours: () => [...hours([1, 2, 3, 4, 5, 6], '0700', '1900')],
  },
  {
    type: 'loro',
    count: 14,
    name: (town, street) => `Loterie Romande – Tabac ${town.city} ${street}`,
    art: 'Point de vente',
    format: () => 'Tabac-journaux',
    location: () => 'Centre',
    cantons: ROMANDIE,
    hours: () => [...hours([1, 2, 3, 4, 5, 6], '0630', '1900')],
  },
  {
    type: 'ktzh',
    count: 12,
    name: (town, street) =>
      `Bar ${['Sonne', 'Krone', 'Bahnhöfli', 'Central'][street.length % 4]} ${town.city}`,
    art: 'Gastronomie',
    format: () => 'Bar',
    location: () => 'Zentrum',
    cantons: ['ZH'],
    hours: () => [...hours([2, 3, 4], '1700', '0000'), ...hours([5, 6], '1700', '0200')],
  },
  {
    type: 'ktbe',
    count: 4,
    name: (town) => `Restaurant Bären ${town.city}`,
    art: 'Gastronomie',
    format: () => 'Restaurant',
    location: () => 'Zentrum',
    cantons: ['BE'],
    hours: () => [...hours([2, 3, 4, 5, 6], '1100', '2330'), ...hours([0], '1100', '1800')],
  },
];

/** A small deterministic random generator (mulberry32), so every run makes the same stores. */
function randomFrom(/** @type {number} */ seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A fixed ObjectId: a four-hex-digit kind and a counter, so ids stay the same from run to run. */
export const demoId = (/** @type {string} */ kind, /** @type {number} */ n) =>
  `${kind}${n.toString(16).padStart(24 - kind.length, '0')}`;

const KM_PER_DEGREE_LAT = 111.2;

/**
 * The demo stores: every store type of the spec, in towns of the right cantons, with addresses, positions,
 * phone numbers and opening hours. `scale` multiplies the count of each type (the near-stores benchmark
 * makes 10 000 this way).
 * @param {{ scale?: number, seed?: number }} [options]
 */
export function demoStores({ scale = 1, seed = 7 } = {}) {
  const random = randomFrom(seed);
  const pick = (/** @type {readonly any[]} */ list) => list[Math.floor(random() * list.length)];
  /** @type {Record<string, number>} */
  const migrosNumbers = {};
  const stores = [];
  let n = 0;
  for (const kind of KINDS) {
    const towns = TOWNS.filter((town) => !kind.cantons || kind.cantons.includes(town.kanton));
    for (let i = 0; i < Math.round(kind.count * scale); i += 1) {
      n += 1;
      const town = /** @type {Town} */ (towns[(i * 7 + n) % towns.length]);
      const streetName = pick(STREETS[town.lang]);
      const street = `${streetName} ${1 + Math.floor(random() * 120)}`;
      // A uniform point within the town's spread, in km east and north of its centre.
      const radius = town.spread * Math.sqrt(random());
      const angle = 2 * Math.PI * random();
      const latitude = town.lat + (radius * Math.sin(angle)) / KM_PER_DEGREE_LAT;
      const longitude =
        town.lng + (radius * Math.cos(angle)) / (KM_PER_DEGREE_LAT * Math.cos((town.lat * Math.PI) / 180));
      const cooperative = kind.type === 'spamia' ? MIGROS_COOPERATIVE[town.kanton] : null;
      // Migros numbers its stores per cooperative, so the same number recurs in another cooperative: a
      // lookup without the cooperative finds several ('purchase.find.multi').
      const vst = cooperative
        ? String(100 + (migrosNumbers[cooperative] = (migrosNumbers[cooperative] ?? 0) + 1))
        : String(1000 + n * 3);
      const nvl = String(1 + (TOWNS.indexOf(town) % 9));
      stores.push({
        _id: demoId('5701', n),
        vst,
        vkg: `VKG ${town.region}`,
        name: kind.name(town, streetName),
        shopName: `${kind.art} ${town.city}`,
        art: kind.art,
        format: kind.format(i),
        street,
        plz: town.plz,
        city: town.city,
        kanton: town.kanton,
        quartal: `Q${1 + (n % 4)}`,
        region: town.region,
        location: kind.location(i),
        nvl,
        vl: { name: `VL ${town.region}` },
        vre: `VRE ${nvl}`,
        type: kind.type,
        spamia_type: cooperative,
        api: kind.type,
        geo: {
          latitude: Math.round(latitude * 1e6) / 1e6,
          longitude: Math.round(longitude * 1e6) / 1e6,
          place: {
            opening_hours: { periods: kind.hours(i) },
            formatted_phone_number: `0${town.area} ${100 + Math.floor(random() * 900)} ${10 + Math.floor(random() * 90)} ${10 + Math.floor(random() * 90)}`,
          },
        },
        alkDone: 0,
        fullAlk: kind.type === 'swisslos' || kind.type === 'loro' ? 0 : 1 + (n % 2),
        tabakDone: 0,
        fullTabak: ['kiosk', 'avec', 'bp', 'socar', 'topshop', 'migrolino', 'migrolinonk'].includes(kind.type)
          ? 1
          : 0,
        mediaDone: 0,
        fullMedia: kind.type === 'coop' || kind.type === 'spamia' ? n % 2 : 0,
      });
    }
  }
  return stores;
}

/**
 * Errors of the demo stores from before the platform ran: every fifth kiosk, avec and petrol-station shop
 * sold tobacco to a test buyer in the spring (the alkOverride rule asks for them, field-app spec, section 4).
 * @param {ReturnType<typeof demoStores>} stores
 */
export function demoStoreErrors(stores) {
  /** @type {Map<string, Array<{ testType: string, date: string, purchaseID: string }>>} */
  const errors = new Map();
  stores
    .filter((store) => ['kiosk', 'avec', 'bp', 'socar'].includes(store.type))
    .filter((_store, index) => index % 5 === 0)
    .forEach((store, index) => {
      errors.set(store._id, [
        {
          testType: 'Tabak',
          date: `2026-0${3 + (index % 4)}-1${index % 10}`,
          purchaseID: demoId('5709', index + 1),
        },
      ]);
    });
  return errors;
}

/** Article categories (back-office spec, section 3): kind, names, age limit in years (Swiss law), order. */
export const DEMO_CATEGORIES = [
  ['beer-wine', 'ALCOHOL', 'Bier und Wein', 'Bière et vin', 'Birra e vino', 16],
  ['spirits', 'ALCOHOL', 'Spirituosen und Alcopops', 'Spiritueux et alcopops', 'Superalcolici e alcopop', 18],
  ['cigarettes', 'TOBACCO', 'Zigaretten und Tabak', 'Cigarettes et tabac', 'Sigarette e tabacco', 18],
  [
    'e-cigarettes',
    'TOBACCO',
    'E-Zigaretten und Vapes',
    'Cigarettes électroniques',
    'Sigarette elettroniche',
    18,
  ],
  ['lottery', 'LOTTERY', 'Lose und Lotto', 'Billets et loterie', 'Biglietti e lotteria', 18],
].map(([slug, type, de, fr, it, ageLimit], index) => ({
  _id: demoId('5702', index + 1),
  type: String(type),
  name: { de: String(de), fr: String(fr), it: String(it) },
  slug: String(slug),
  ageLimit: Number(ageLimit),
  order: index + 1,
}));

/** @param {string} slug */
const categoryId = (slug) => DEMO_CATEGORIES.find((category) => category.slug === slug)?._id ?? '';

/** Articles a test buyer asks for, named in German, French and Italian. */
export const DEMO_ARTICLES = [
  [
    'feldschloesschen-original',
    'beer-wine',
    'Feldschlösschen Original 50 cl',
    'Feldschlösschen Original 50 cl',
    'Feldschlösschen Original 50 cl',
  ],
  [
    'quoellfrisch',
    'beer-wine',
    'Appenzeller Quöllfrisch hell 33 cl',
    'Appenzeller Quöllfrisch blonde 33 cl',
    'Appenzeller Quöllfrisch chiara 33 cl',
  ],
  ['heineken', 'beer-wine', 'Heineken Dose 50 cl', 'Heineken canette 50 cl', 'Heineken lattina 50 cl'],
  ['cardinal-lager', 'beer-wine', 'Cardinal Lager 33 cl', 'Cardinal Lager 33 cl', 'Cardinal Lager 33 cl'],
  [
    'merlot-ticino',
    'beer-wine',
    'Rotwein Merlot del Ticino',
    'Vin rouge Merlot del Ticino',
    'Vino rosso Merlot del Ticino',
  ],
  [
    'fendant',
    'beer-wine',
    'Weisswein Fendant du Valais',
    'Vin blanc Fendant du Valais',
    'Vino bianco Fendant du Valais',
  ],
  ['prosecco', 'beer-wine', 'Prosecco DOC', 'Prosecco DOC', 'Prosecco DOC'],
  ['apfelwein', 'beer-wine', 'Apfelwein (Saft vergoren)', 'Cidre', 'Sidro'],
  ['smirnoff-ice', 'spirits', 'Smirnoff Ice 27,5 cl', 'Smirnoff Ice 27,5 cl', 'Smirnoff Ice 27,5 cl'],
  [
    'bacardi-breezer',
    'spirits',
    'Bacardi Breezer Orange',
    'Bacardi Breezer orange',
    'Bacardi Breezer arancia',
  ],
  ['vodka', 'spirits', 'Wodka 70 cl', 'Vodka 70 cl', 'Vodka 70 cl'],
  ['gin', 'spirits', 'Gin 50 cl', 'Gin 50 cl', 'Gin 50 cl'],
  ['jaegermeister', 'spirits', 'Jägermeister 35 cl', 'Jägermeister 35 cl', 'Jägermeister 35 cl'],
  ['kirsch', 'spirits', 'Zuger Kirsch 35 cl', 'Kirsch de Zoug 35 cl', 'Kirsch di Zugo 35 cl'],
  ['whisky', 'spirits', 'Whisky 70 cl', 'Whisky 70 cl', 'Whisky 70 cl'],
  ['marlboro-red', 'cigarettes', 'Marlboro Red', 'Marlboro Red', 'Marlboro Red'],
  ['camel-blue', 'cigarettes', 'Camel Blue', 'Camel Blue', 'Camel Blue'],
  ['parisienne', 'cigarettes', 'Parisienne Jaune', 'Parisienne Jaune', 'Parisienne Jaune'],
  ['zigarillos', 'cigarettes', 'Zigarillos', 'Cigarillos', 'Sigaretti'],
  ['drehtabak', 'cigarettes', 'Drehtabak', 'Tabac à rouler', 'Tabacco da arrotolare'],
  [
    'heets',
    'cigarettes',
    'Tabaksticks für Erhitzer',
    'Sticks de tabac à chauffer',
    'Stick di tabacco da riscaldare',
  ],
  [
    'einweg-vape',
    'e-cigarettes',
    'Einweg-E-Zigarette',
    'Cigarette électronique jetable',
    'Sigaretta elettronica usa e getta',
  ],
  [
    'liquid-nikotin',
    'e-cigarettes',
    'Liquid mit Nikotin 10 ml',
    'Liquide avec nicotine 10 ml',
    'Liquido con nicotina 10 ml',
  ],
  ['swiss-lotto', 'lottery', 'Swiss Lotto Quicktipp', 'Swiss Lotto Quick-tip', 'Swiss Lotto Quick-tip'],
  ['euro-millions', 'lottery', 'Euro Millions', 'Euro Millions', 'Euro Millions'],
  ['rubbellos', 'lottery', 'Rubbellos', 'Billet à gratter', 'Gratta e vinci'],
  ['tribolo', 'lottery', 'Tribolo', 'Tribolo', 'Tribolo'],
  ['sporttip', 'lottery', 'Sporttipp-Wette', 'Pari Jouez Sport', 'Scommessa sportiva'],
].map(([slug, category, de, fr, it], index) => ({
  _id: demoId('5703', index + 1),
  name: { de: String(de), fr: String(fr), it: String(it) },
  slug: String(slug),
  category: categoryId(String(category)),
}));

/** Store instructions per store type and language (the store-instructions dialog). */
const INSTRUCTION_TEXTS = {
  coop: [
    'An der bedienten Kasse bezahlen, nicht am Self-Checkout, ausser der Auftrag verlangt es. Die 6-stellige Kassiernummer steht auf dem Kassenbon.',
    'Payer à une caisse avec personnel, pas au self-checkout sauf si le mandat le demande. Le numéro de caissier à 6 chiffres figure sur le ticket.',
    'Pagare a una cassa servita, non al self-checkout salvo richiesta del mandato. Il numero di cassiere a 6 cifre è sullo scontrino.',
  ],
  spamia: [
    'Migros verkauft keinen Alkohol und keinen Tabak: nur Medien testen. Die Genossenschaft der Filiale wählen, bevor die Nummer gesucht wird.',
    'Migros ne vend ni alcool ni tabac : tester uniquement les médias. Choisir la coopérative du magasin avant de chercher le numéro.',
    'Migros non vende né alcol né tabacco: testare solo i media. Scegliere la cooperativa della filiale prima di cercare il numero.',
  ],
  kiosk: [
    'Am Kiosk nur ein Artikel pro Test. Bei Losen das Los nicht freirubbeln, sondern mit dem Beleg abgeben.',
    'Au kiosque, un seul article par test. Ne pas gratter le billet, le rendre avec le ticket.',
    'Al chiosco un solo articolo per test. Non grattare il biglietto, consegnarlo con lo scontrino.',
  ],
  swisslos: [
    'Nur Lose und Geldspiele testen. Keine Namen der Verkaufsperson nötig.',
    'Tester uniquement les billets et jeux d’argent. Le nom du vendeur n’est pas nécessaire.',
    'Testare solo biglietti e giochi in denaro. Il nome del venditore non è necessario.',
  ],
  loro: [
    'Nur Lose und Geldspiele testen; die Auslastung (1 bis 10) beim Kauf schätzen.',
    'Tester uniquement les billets et jeux d’argent ; estimer l’affluence (1 à 10) lors de l’achat.',
    'Testare solo biglietti e giochi in denaro; stimare l’affluenza (da 1 a 10) al momento dell’acquisto.',
  ],
  ktzh: [
    'Kantonaler Auftrag: Artikelname, Gebinde, Menge in ml, Alkoholgehalt und Preis erfassen, bei einem Verstoss auch die Losnummer.',
    'Mandat cantonal : saisir le nom de l’article, l’emballage, la quantité en ml, le taux d’alcool et le prix, et le numéro de lot en cas d’infraction.',
    'Mandato cantonale: registrare nome dell’articolo, confezione, quantità in ml, gradazione alcolica e prezzo, e il numero di lotto in caso di infrazione.',
  ],
};

export const DEMO_INSTRUCTIONS = Object.entries(INSTRUCTION_TEXTS).flatMap(([type, texts], typeIndex) =>
  ['de', 'fr', 'it'].map((language, languageIndex) => ({
    _id: demoId('5704', typeIndex * 3 + languageIndex + 1),
    type,
    language,
    content: texts[languageIndex] ?? '',
  })),
);

/**
 * Writes the stores, categories, articles and instructions into svc-purchases' database: creates what is
 * missing and brings the rest up to date, but keeps each store's counters and errors once it exists (the
 * platform moves them).
 * @param {{ mongoUrl: string, log: (line: string) => void, stores?: ReturnType<typeof demoStores> }} options
 */
export async function loadDemoStores({ mongoUrl, log, stores = demoStores() }) {
  const client = await MongoClient.connect(mongoUrl);
  try {
    const db = client.db(DATABASE);
    const errors = demoStoreErrors(stores);
    const storeWrites = stores.map(({ _id, alkDone, tabakDone, mediaDone, ...fields }) => ({
      updateOne: {
        filter: { _id: new ObjectId(_id) },
        update: {
          $set: fields,
          $setOnInsert: { alkDone, tabakDone, mediaDone, errors: errors.get(_id) ?? [] },
          // the search words a store carried before the search index (decision 0015)
          $unset: { searchTerms: '' },
        },
        upsert: true,
      },
    }));
    /** @param {Array<{ _id: string }>} documents */
    const upserts = (documents) =>
      documents.map(({ _id, ...fields }) => ({
        updateOne: { filter: { _id: new ObjectId(_id) }, update: { $set: fields }, upsert: true },
      }));
    let created = 0;
    // FerretDB (SQLite) stalls on a bulk write of about 100 updates of existing documents: batches of 50
    for (let start = 0; start < storeWrites.length; start += WRITE_BATCH) {
      created += (await db.collection('stores').bulkWrite(storeWrites.slice(start, start + WRITE_BATCH)))
        .upsertedCount;
    }
    // the store search's former index (decision 0015): svc-purchases searches its snapshot of the stores now
    await db.dropCollection('storeSearch').catch((/** @type {{ code?: number }} */ error) => {
      if (error.code !== NAMESPACE_NOT_FOUND) throw error;
    });
    await db.collection('articleCategories').bulkWrite(upserts(DEMO_CATEGORIES));
    await db.collection('articles').bulkWrite(upserts(DEMO_ARTICLES));
    await db.collection('instructions').bulkWrite(upserts(DEMO_INSTRUCTIONS));
    log(
      `demo data: ${stores.length} stores (${created} new), ${DEMO_ARTICLES.length} articles in ${DEMO_CATEGORIES.length} categories, ${DEMO_INSTRUCTIONS.length} instructions`,
    );
    return { stores: stores.length, created };
  } finally {
    await client.close();
  }
}
